import { CachedDocument, type DocumentFields, type ServedDocument, type StoredDocument } from "./served-document";

/** A publication's documents by path, as every part of the published site reads them. */
export type Documents = ReadonlyMap<string, ServedDocument>;

export type DocumentReader = {
  /** One document's fields and bodies. */
  readDocument: (path: string) => Promise<StoredDocument>;
  /** Every document's fields, without bodies. */
  readAllFields: () => Promise<Map<string, DocumentFields>>;
};

// What knowing a path costs besides its characters, roughly: the set's slot and the string's header.
const PATH_OVERHEAD_BYTES = 48;

/**
 * A live publication's documents (decision 0046). Every path is known from the site's first read,
 * so what exists is answered at once; a document's object is made when it is first asked for, and
 * its fields and bodies are read then (`CachedDocument.load`), except for those read with the site.
 * Looking at every document (`entries`, `values`, `forEach`) needs their fields: `loadFields` first.
 */
export class SiteDocuments implements Documents {
  readonly #paths: ReadonlySet<string>;
  readonly #documents = new Map<string, CachedDocument>();
  readonly #reader: DocumentReader;
  readonly #grew: (bytes: number) => void;
  #allFields: Promise<void> | null = null;

  constructor(paths: ReadonlySet<string>, read: ReadonlyMap<string, StoredDocument>, reader: DocumentReader, grew: (bytes: number) => void) {
    this.#paths = paths;
    this.#reader = reader;
    this.#grew = grew;
    for (const [path, stored] of read) if (paths.has(path)) this.#documents.set(path, this.#documentOf(path, stored));
  }

  #documentOf(path: string, stored: StoredDocument | null): CachedDocument {
    return new CachedDocument(stored, () => this.#reader.readDocument(path), this.#grew);
  }

  /** The bytes it holds now: its paths and the documents made so far. */
  get bytes(): number {
    let bytes = 0;
    for (const path of this.#paths) bytes += PATH_OVERHEAD_BYTES + path.length * 2;
    for (const document of this.#documents.values()) bytes += document.bytes;
    return bytes;
  }

  get size(): number {
    return this.#paths.size;
  }

  has(path: string): boolean {
    return this.#paths.has(path);
  }

  get(path: string): CachedDocument | undefined {
    let document = this.#documents.get(path);
    if (!document && this.#paths.has(path)) {
      document = this.#documentOf(path, null);
      this.#documents.set(path, document);
    }
    return document;
  }

  /** Reads the fields of every document not read yet, once (a site's gate looks at all its pages). */
  loadFields(): Promise<void> {
    this.#allFields ??= this.#reader.readAllFields().then(
      (fields) => {
        for (const [path, known] of fields) this.get(path)?.knowFields(known);
      },
      (error: unknown) => {
        this.#allFields = null;
        throw error;
      },
    );
    return this.#allFields;
  }

  #all(): Map<string, CachedDocument> {
    const all = new Map<string, CachedDocument>();
    for (const path of this.#paths) {
      const document = this.get(path);
      if (document) all.set(path, document);
    }
    return all;
  }

  entries() {
    return this.#all().entries();
  }

  keys() {
    return this.#all().keys();
  }

  values() {
    return this.#all().values();
  }

  [Symbol.iterator]() {
    return this.#all()[Symbol.iterator]();
  }

  forEach(callback: (document: ServedDocument, path: string, map: Documents) => void): void {
    for (const [path, document] of this.#all()) callback(document, path, this);
  }
}
