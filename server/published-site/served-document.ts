import { brotliDecompressSync, constants, gzipSync } from "node:zlib";

export type ServedDocument = {
  readonly contentType: string;
  readonly etag: string;
  readonly csp: string | null;
  readonly sourceKind: string;
  /** The page or module a document shows; null for the site's files. */
  readonly sourceId: string | null;
  /** The document as published; for a compressible document, decompressed on each read (decision 0031). */
  readonly body: Buffer;
  /** Empty for an image: it is sent as stored. */
  readonly bodyBr: Buffer;
  readonly bodyGz: Buffer;
};

/** A document's fields besides its bodies. */
export type DocumentFields = { contentType: string; etag: string; csp: string | null; sourceKind: string; sourceId: string | null };
/** A document's stored bodies as the cache reads them: brotli, and the plain body only where there is no brotli form (images). */
export type StoredBodies = { bodyBr: Buffer; body: Buffer | null };
export type StoredDocument = { fields: DocumentFields; bodies: StoredBodies };

/** Distinct values kept once however many documents repeat them; past this many, new ones are not kept. */
const SHARED_VALUES_MAX = 1_000;
const sharedValues = new Map<string, string>();

/** The one kept string equal to `value`: every document's content type, CSP and source kind come from the database as new strings, though a few values repeat in nearly all of them. */
function shared(value: string): string {
  const kept = sharedValues.get(value);
  if (kept !== undefined) return kept;
  if (sharedValues.size < SHARED_VALUES_MAX) sharedValues.set(value, value);
  return value;
}

/** A document's fields as read from the database, with the values most documents share held once (at 10,000 sites, 13,806 cached documents held 5 distinct CSPs). */
export function documentFields({ contentType, etag, csp, sourceKind, sourceId }: DocumentFields): DocumentFields {
  return { contentType: shared(contentType), etag, csp: csp === null ? null : shared(csp), sourceKind: shared(sourceKind), sourceId };
}

/** What a document costs in memory besides its bodies (fields, map slots, prepared headers), roughly. */
const DOCUMENT_OVERHEAD_BYTES = 1_024;
const EMPTY = Buffer.alloc(0);

/**
 * The bytes as a Buffer that owns its memory. A small Buffer from a driver (or Buffer.from) can
 * be a slice of a shared 8 KB slab, which would keep the whole slab alive as long as the document
 * is cached; one that already owns all of its memory (better-sqlite3's) is kept as it is.
 */
export function ownBytes(bytes: Uint8Array): Buffer {
  if (Buffer.isBuffer(bytes) && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  copy.set(bytes);
  return copy;
}

/** The bytes a document's fields and bodies take, as counted against the cache's bound. */
function bytesOf(fields: DocumentFields | null, bodies: StoredBodies | null): number {
  const fieldBytes = fields ? DOCUMENT_OVERHEAD_BYTES + (fields.csp?.length ?? 0) * 2 : 0;
  return fieldBytes + (bodies ? bodies.bodyBr.length + (bodies.bodyBr.length > 0 ? 0 : (bodies.body?.length ?? 0)) : 0);
}

/**
 * A published document as the cache keeps it (decisions 0031 and 0046): known by its path from
 * the site's first read, its fields and bodies read when it is first asked for (`load`), or its
 * fields alone when a gate must look at every page; brotli only, since nearly every client takes
 * it; the gzip form made at its first request and kept; the plain body decompressed for the rare
 * client that takes neither. An image keeps its only form. What it reads or makes is counted
 * through `grew`. Its fields and bodies may be asked for only once they are read.
 */
export class CachedDocument implements ServedDocument {
  #fields: DocumentFields | null;
  #bodies: StoredBodies | null;
  #loading: Promise<this> | null = null;
  #gzip: Buffer | null = null;
  readonly #read: () => Promise<StoredDocument>;
  readonly #grew: (bytes: number) => void;

  constructor(stored: StoredDocument | null, read: () => Promise<StoredDocument>, grew: (bytes: number) => void) {
    this.#fields = stored?.fields ?? null;
    this.#bodies = stored?.bodies ?? null;
    this.#read = read;
    this.#grew = grew;
  }

  /** Whether the fields and bodies are in memory; until then only `load` may be asked for them. */
  get loaded(): boolean {
    return this.#bodies !== null;
  }

  /** Reads fields and bodies once, however many requests wait for them; a failed read is tried again by the next request. */
  load(): Promise<this> {
    if (this.#bodies) return Promise.resolve(this);
    this.#loading ??= this.#read().then(
      ({ fields, bodies }) => {
        this.#loading = null;
        if (!this.#bodies) {
          this.#grew(bytesOf(this.#fields ? null : fields, bodies));
          this.#fields ??= fields;
          this.#bodies = bodies;
        }
        return this;
      },
      (error: unknown) => {
        this.#loading = null;
        throw error;
      },
    );
    return this.#loading;
  }

  /** Takes the fields read with the site's others, when they are not known yet. */
  knowFields(fields: DocumentFields): void {
    if (this.#fields) return;
    this.#fields = fields;
    this.#grew(bytesOf(fields, null));
  }

  #knownFields(): DocumentFields {
    if (!this.#fields) throw new Error("a published document's fields were asked for before they were read");
    return this.#fields;
  }

  #loadedBodies(): StoredBodies {
    if (!this.#bodies) throw new Error("a published document's body was asked for before it was read");
    return this.#bodies;
  }

  get contentType(): string {
    return this.#knownFields().contentType;
  }

  get etag(): string {
    return this.#knownFields().etag;
  }

  get csp(): string | null {
    return this.#knownFields().csp;
  }

  get sourceKind(): string {
    return this.#knownFields().sourceKind;
  }

  get sourceId(): string | null {
    return this.#knownFields().sourceId;
  }

  get bodyBr(): Buffer {
    return this.#loadedBodies().bodyBr;
  }

  get body(): Buffer {
    const { bodyBr, body } = this.#loadedBodies();
    return bodyBr.length > 0 ? brotliDecompressSync(bodyBr) : (body ?? EMPTY);
  }

  get bodyGz(): Buffer {
    if (this.bodyBr.length === 0) return EMPTY;
    if (!this.#gzip) {
      this.#gzip = gzipSync(this.body, { level: constants.Z_BEST_COMPRESSION });
      this.#grew(this.#gzip.length);
    }
    return this.#gzip;
  }

  /** The bytes it holds now. */
  get bytes(): number {
    return bytesOf(this.#fields, this.#bodies) + (this.#gzip?.length ?? 0);
  }
}

/** A plain copy of a document's fields with other bodies: a derived document (a domain variant, a filtered sitemap). */
export function withBodies(document: ServedDocument, bodies: { body: Buffer; bodyBr: Buffer; bodyGz: Buffer; etag?: string }): ServedDocument {
  return {
    contentType: document.contentType,
    etag: bodies.etag ?? document.etag,
    csp: document.csp,
    sourceKind: document.sourceKind,
    sourceId: document.sourceId,
    body: bodies.body,
    bodyBr: bodies.bodyBr,
    bodyGz: bodies.bodyGz,
  };
}
