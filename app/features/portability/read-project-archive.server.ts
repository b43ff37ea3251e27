import yauzl, { type Entry, type ZipFile } from "yauzl";
import { AppError } from "~/lib/app-error";
import { IMAGES_FOLDER, MANIFEST_FILE } from "./export-format";

/** What an archive may unpack to; anything past these is refused while it is read, before it is kept. */
export type ArchiveLimits = {
  /** All entries together, uncompressed. */
  maxUncompressedBytes: number;
  maxEntries: number;
  /** Uncompressed over compressed size of one entry: far above what text and images reach, far below a zip bomb. */
  maxRatio: number;
};

export type ProjectArchive = { manifest: unknown; files: Map<string, Buffer> };

const ALLOWED_NAME = new RegExp(`^(?:${MANIFEST_FILE.replace(".", "\\.")}|${IMAGES_FOLDER}[A-Za-z0-9_.-]{1,80})$`);
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
// Entries this small cannot bomb anything, whatever their ratio (an empty file compresses "infinitely").
const RATIO_FREE_BYTES = 64 * 1024;

function refused(message: string, cause?: unknown): AppError {
  return new AppError("INVALID", `This file cannot be imported: ${message}`, { cause });
}

/** A symbolic link, device or anything else than a plain file or folder, by the Unix mode a zip may carry. */
function isSpecialFile(entry: Entry): boolean {
  const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
  return mode !== 0 && mode !== S_IFREG && mode !== S_IFDIR;
}

function openArchive(bytes: Buffer): Promise<ZipFile> {
  return yauzl.fromBufferPromise(bytes, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true }).catch((error: unknown) => {
    throw refused("it is not a readable zip archive.", error);
  });
}

async function* entriesOf(zip: ZipFile): AsyncGenerator<Entry> {
  for (;;) {
    const entry = await new Promise<Entry | null>((resolve, reject) => {
      const onEntry = (found: Entry) => finish(() => resolve(found));
      const onEnd = () => finish(() => resolve(null));
      const onError = (error: Error) => finish(() => reject(error));
      const finish = (settle: () => void) => {
        zip.off("entry", onEntry).off("end", onEnd).off("error", onError);
        settle();
      };
      zip.on("entry", onEntry).on("end", onEnd).on("error", onError);
      zip.readEntry();
    });
    if (!entry) return;
    yield entry;
  }
}

/** One entry's bytes, stopping as soon as they pass what is left of the archive's budget. */
async function readEntry(zip: ZipFile, entry: Entry, budget: number): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > budget) throw refused("it unpacks to more than this installation accepts.");
      chunks.push(chunk);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks);
}

/**
 * Unpacks a project export in memory, refusing whatever a hostile or broken archive could do
 * (docs/project-export-format.md#what-an-import-refuses): paths outside the archive or of other
 * names than the format's, links and special files, the same name twice, encrypted entries, too
 * many entries, and more bytes or a higher compression ratio than the limits, counted while
 * unpacking rather than trusted from the headers. Nothing is written anywhere.
 */
export async function readProjectArchive(bytes: Buffer, limits: ArchiveLimits): Promise<ProjectArchive> {
  const zip = await openArchive(bytes);
  const files = new Map<string, Buffer>();
  const seen = new Set<string>();
  let total = 0;
  let count = 0;
  try {
    const entries = entriesOf(zip);
    for (;;) {
      let next: IteratorResult<Entry>;
      try {
        next = await entries.next();
      } catch (error) {
        // yauzl refuses absolute paths, "..", backslashes and broken headers by itself.
        throw refused(`it holds an entry that is unsafe or broken (${error instanceof Error ? error.message : "unreadable"}).`);
      }
      if (next.done) break;
      const entry = next.value;
      count += 1;
      if (count > limits.maxEntries) throw refused(`it holds more than ${limits.maxEntries} files.`);
      const name = entry.fileName;
      if (seen.has(name.toLowerCase())) throw refused(`it holds “${name}” twice.`);
      seen.add(name.toLowerCase());
      if (isSpecialFile(entry)) throw refused(`“${name}” is a link or a special file, not a plain file.`);
      if (entry.isEncrypted()) throw refused(`“${name}” is encrypted.`);
      if (name.endsWith("/")) {
        if (name !== IMAGES_FOLDER) throw refused(`it holds a folder “${name}” the format does not have.`);
        continue;
      }
      if (!ALLOWED_NAME.test(name)) throw refused(`it holds “${name}”, which is not part of a project export.`);
      if (entry.uncompressedSize > RATIO_FREE_BYTES && entry.uncompressedSize > entry.compressedSize * limits.maxRatio) {
        throw refused(`“${name}” is compressed more than any real file is (a zip bomb?).`);
      }
      if (total + entry.uncompressedSize > limits.maxUncompressedBytes) throw refused("it unpacks to more than this installation accepts.");
      const content = await readEntry(zip, entry, limits.maxUncompressedBytes - total);
      total += content.length;
      files.set(name, content);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused(`it could not be unpacked (${error instanceof Error ? error.message : "unreadable"}).`, error);
  } finally {
    zip.close();
  }
  const manifestBytes = files.get(MANIFEST_FILE);
  if (!manifestBytes) throw refused(`it has no ${MANIFEST_FILE}; is it a Pagewright project export?`);
  files.delete(MANIFEST_FILE);
  let manifest: unknown;
  try {
    manifest = JSON.parse(manifestBytes.toString("utf8"));
  } catch {
    throw refused(`${MANIFEST_FILE} is not valid JSON.`);
  }
  return { manifest, files };
}
