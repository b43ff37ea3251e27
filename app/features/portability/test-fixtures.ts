import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { crc32 } from "node:zlib";
import pino from "pino";
import yauzl from "yauzl";
import type { Actor, Db } from "~/access/project-access.server";
import { createLocalDiskStorage } from "~/features/assets/local-disk-storage.server";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { sampleImage } from "~/features/assets/testing/sample-images";
import { uploadAssets } from "~/features/assets/upload-assets.server";
import { createModule } from "~/features/projects/create-module.server";
import { createPage } from "~/features/projects/create-page.server";
import { createProject } from "~/features/projects/create-project.server";
import { updatePageContent } from "~/features/projects/update-page-content.server";
import { publishProject } from "~/features/publishing/publish-project.server";
import { pageCssBuilder } from "~/features/publishing/site-stylesheet.server";
import type { PagewrightLoadContext } from "~/load-context";
import { importDeps } from "~/routes/portability-deps.server";
import { exportProject } from "./export-project.server";
import type { ImportDeps } from "./import-project.server";

export const LIMITS = { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000, projectQuotaBytes: 50 * 1024 * 1024 };
const silent = pino({ level: "silent" });

export type Storage = PagewrightLoadContext["storage"];

/** Local-disk storage in a fresh temporary folder, and how to remove it. */
export function temporaryStorage(): { storage: Storage; dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-portability-"));
  return { storage: createLocalDiskStorage(dir), dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export function depsFor(db: Db, storage: Storage): ImportDeps {
  return importDeps({ db, storage, limits: LIMITS, logger: silent });
}

/**
 * "Bakery": a starter home page whose hero shows a library image and which places the module
 * "offer", an "about" page, an image in a folder-less library and three publications.
 */
export async function buildBakery(db: Db, storage: Storage, owner: Actor, { typography }: { typography?: string } = {}): Promise<{ homePageId: string; assetId: string }> {
  const { homePageId } = await createProject(db, owner, { name: "Bakery", id: "bakery", start: "starter" });
  if (typography) {
    const { settings } = await db.selectFrom("projects").select("settings").where("id", "=", "bakery").executeTakeFirstOrThrow();
    await db.updateTable("projects").set({ settings: { ...settings, typography } }).where("id", "=", "bakery").execute();
  }
  await createPage(db, owner, { projectId: "bakery", title: "About us", slug: "about" });
  const offer = await createModule(db, owner, { projectId: "bakery", name: "Offer", slug: "offer" });
  await db.updateTable("modules").set({ sections: [{ id: "offerText01", type: "content", variant: "default", props: { title: "Two loaves for one" }, version: 1 }] }).where("id", "=", offer.id).execute();
  const [uploaded] = await uploadAssets({ db, storage, limits: LIMITS, logger: silent }, owner, { projectId: "bakery", files: [{ name: "bread.jpg", bytes: await sampleImage(1600, 900) }] });
  if (!uploaded?.ok) throw new Error("the sample image was refused");
  const asset = uploaded.asset;
  const page = await db.selectFrom("pages").select(["sections", "version"]).where("id", "=", homePageId).executeTakeFirstOrThrow();
  const image = { assetId: asset.id, src: asset.url, alt: "Fresh bread", width: asset.width, height: asset.height };
  const withImage = page.sections.map((section) => (section.type === "hero" ? { ...section, variant: "kale", props: { ...section.props, image } } : section));
  const sections = [...withImage, { id: "offerRef0001", type: "module-reference", variant: "default", props: { moduleId: offer.id } }];
  const saved = await updatePageContent(db, owner, { projectId: "bakery", pageId: homePageId, sections, version: page.version });
  const readStoredFile = async (key: string) => {
    const file = await storage.get(key);
    return file ? Buffer.concat(await file.body.toArray()) : null;
  };
  const publish = () => publishProject(db, owner, { projectId: "bakery", origin: "http://127.0.0.1:3000", cssBuilder: pageCssBuilder, libraryImages: libraryImageSources, readStoredFile });
  await publish();
  const titled = (title: string) => sections.map((section) => (section.type === "hero" ? { ...section, props: { ...section.props, title } } : section));
  const second = await updatePageContent(db, owner, { projectId: "bakery", pageId: homePageId, sections: titled("Bread, baked at dawn"), version: saved.version });
  await publish();
  await updatePageContent(db, owner, { projectId: "bakery", pageId: homePageId, sections: titled("Bread and cakes, baked at dawn"), version: second.version });
  await publish();
  return { homePageId, assetId: asset.id };
}

/** The export of a project as the bytes of its zip. */
export async function exportedZip(db: Db, storage: Storage, owner: Actor, projectId = "bakery"): Promise<Buffer> {
  const { body } = await exportProject({ db, storage, origin: "http://127.0.0.1:3000" }, owner, projectId);
  return Buffer.concat(await Readable.fromWeb(body as WebReadableStream).toArray());
}

/**
 * A zip written byte by byte, stored without compression, so a test can make what no zip library
 * would: names with `..` or a leading `/`, the same name twice, a symbolic link's mode.
 */
export function handMadeZip(entries: { name: string; data: Buffer; unixMode?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((entry.unixMode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Every file of a zip by name, read with yauzl as any unzip tool would. */
export async function unzipped(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for (;;) {
    const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
      file.once("entry", resolve).once("end", () => resolve(null)).once("error", reject);
      file.readEntry();
    });
    if (!entry) break;
    file.removeAllListeners("entry").removeAllListeners("end").removeAllListeners("error");
    const stream = await file.openReadStreamPromise(entry);
    files.set(entry.fileName, Buffer.concat(await stream.toArray()));
  }
  return files;
}

/** The bytes of a Fetch body stream. */
export async function bytesOf(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.concat(await Readable.fromWeb(body as WebReadableStream).toArray());
}
