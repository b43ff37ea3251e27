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

/** What a document costs in memory besides its bodies (fields, map slots, prepared headers), roughly. */
const DOCUMENT_OVERHEAD_BYTES = 1_024;
const EMPTY = Buffer.alloc(0);

/**
 * A copy that owns its memory: a small Buffer from a driver (or Buffer.from) is a slice of a
 * shared 8 KB slab, which would keep the whole slab alive as long as the document is cached.
 */
export function ownBytes(bytes: Uint8Array): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  copy.set(bytes);
  return copy;
}

/**
 * A published document as the cache keeps it (decision 0031): brotli only, since nearly every
 * client takes it; the gzip form made at its first request and kept (counted through `grew`); the
 * plain body decompressed for the rare client that takes neither. An image keeps its only form.
 */
export class CachedDocument implements ServedDocument {
  readonly contentType: string;
  readonly etag: string;
  readonly csp: string | null;
  readonly sourceKind: string;
  readonly sourceId: string | null;
  readonly bodyBr: Buffer;
  readonly #stored: Buffer;
  #gzip: Buffer | null = null;
  readonly #grew: (bytes: number) => void;

  constructor(fields: { contentType: string; etag: string; csp: string | null; sourceKind: string; sourceId: string | null; bodyBr: Buffer; body: Buffer | null }, grew: (bytes: number) => void) {
    this.contentType = fields.contentType;
    this.etag = fields.etag;
    this.csp = fields.csp;
    this.sourceKind = fields.sourceKind;
    this.sourceId = fields.sourceId;
    this.bodyBr = fields.bodyBr;
    this.#stored = fields.bodyBr.length > 0 ? EMPTY : (fields.body ?? EMPTY);
    this.#grew = grew;
  }

  get body(): Buffer {
    return this.bodyBr.length > 0 ? brotliDecompressSync(this.bodyBr) : this.#stored;
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
    return DOCUMENT_OVERHEAD_BYTES + this.bodyBr.length + this.#stored.length + (this.#gzip?.length ?? 0) + (this.csp?.length ?? 0) * 2;
  }
}
