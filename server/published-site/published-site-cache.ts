import { sql, type Kysely } from "kysely";
import { NOT_FOUND_DOCUMENT_PATH } from "../../app/features/publishing/site-not-found-page";
import { EXPERIMENTS_DOCUMENT_PATH } from "../../app/lib/published-experiments";
import { SITE_RULES_DOCUMENT_PATH } from "../../app/lib/site-rules";
import type { Database } from "../../db/schema";
import { documentFields, ownBytes, type DocumentFields, type ServedDocument, type StoredBodies, type StoredDocument } from "./served-document";
import { SiteDocuments } from "./site-documents";

export type { ServedDocument } from "./served-document";

type CachedProject = { documents: SiteDocuments | null; loadedAt: number };
type Entry = CachedProject & { projectId: string; bytes: number; kept: boolean };

/** PUBLISHED_CACHE_MB's default: a small server's share for published sites (decision 0031). */
export const DEFAULT_PUBLISHED_CACHE_BYTES = 64 * 1024 * 1024;
// Invalidation is pushed on publish; this only bounds how long a missed notification can last.
const MAX_AGE_MS = 60_000;
// What remembering a project with nothing live costs, roughly: key, entry and map slot.
const ENTRY_OVERHEAD_BYTES = 256;
// Error pages kept for sites invalidated and not yet read again; each is also in its entry while cached.
const MAX_ERROR_PAGES = 2_000;
// The documents that decide how a site answers (its error page, redirects, A/B tests, sitemap) are
// read with the site; every other document when it is first asked for (decision 0046).
const READ_WITH_THE_SITE = [NOT_FOUND_DOCUMENT_PATH, SITE_RULES_DOCUMENT_PATH, EXPERIMENTS_DOCUMENT_PATH, "sitemap.xml"];

/** Bodies as the cache keeps them, owning their memory. */
function storedBodies(bodyBr: Uint8Array, body: Uint8Array | null): StoredBodies {
  return { bodyBr: ownBytes(bodyBr), body: body ? ownBytes(body) : null };
}

/**
 * The live documents of published projects, in memory, so the hot path answers without a query.
 * A project with nothing live is remembered as such (null) until it is invalidated. A project is
 * read with every document's path, and the documents that decide how it answers and the one asked
 * for; the others are read when first asked for (decision 0046). The cache is bounded by bytes,
 * least recently used project first (decision 0031); a project larger than the whole bound is
 * served from its read and not kept.
 */
export class PublishedSiteCache {
  readonly #entries = new Map<string, Entry>();
  readonly #loading = new Map<string, Promise<CachedProject>>();
  /** Each live site's error page as last loaded, kept across invalidation: a failed reload still answers in the site's look. */
  readonly #errorPages = new Map<string, ServedDocument>();
  readonly #maxBytes: number;
  #bytes = 0;
  #generation = 0;
  /** The entry used last, so a run of requests for one site does not reorder the map each time. */
  #newest: Entry | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    maxBytes = DEFAULT_PUBLISHED_CACHE_BYTES,
  ) {
    this.#maxBytes = maxBytes;
  }

  /** The bytes the cached projects hold, as counted against the bound. */
  get bytes(): number {
    return this.#bytes;
  }

  get projects(): number {
    return this.#entries.size;
  }

  /** The cached documents, or undefined when the project must be loaded first. */
  peek(projectId: string, now = Date.now()): CachedProject | undefined {
    const entry = this.#entries.get(projectId);
    if (!entry || now - entry.loadedAt > MAX_AGE_MS) return undefined;
    if (entry !== this.#newest) {
      this.#entries.delete(projectId);
      this.#entries.set(projectId, entry);
      this.#newest = entry;
    }
    return entry;
  }

  /** Reads the project (once, however many requests wait), with the document at `path` when given. */
  async load(projectId: string, path?: string | null): Promise<CachedProject> {
    let pending = this.#loading.get(projectId);
    if (!pending) {
      pending = this.#read(projectId, path ?? null).finally(() => this.#loading.delete(projectId));
      this.#loading.set(projectId, pending);
    }
    return pending;
  }

  /** The error page of the project's live site, or of the one live when it was last loaded; undefined when none is known. */
  lastErrorPageOf(projectId: string): ServedDocument | undefined {
    return this.#entries.get(projectId)?.documents?.get(NOT_FOUND_DOCUMENT_PATH) ?? this.#errorPages.get(projectId);
  }

  invalidate(projectId: string): void {
    // A load already under way may have read the old publication; the generation tells it not to keep it.
    this.#generation += 1;
    this.#drop(projectId);
    this.#loading.delete(projectId);
  }

  #drop(projectId: string): void {
    const entry = this.#entries.get(projectId);
    if (!entry) return;
    this.#entries.delete(projectId);
    entry.kept = false;
    this.#bytes -= entry.bytes;
    if (this.#newest === entry) this.#newest = undefined;
  }

  /** Drops least recently used projects until the cache is within its bound. */
  #evict(): void {
    for (const [projectId] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) return;
      this.#drop(projectId);
      // An evicted site is no longer known to be live: its error page goes with it.
      this.#errorPages.delete(projectId);
    }
  }

  /** A document grew (its gzip form was made): counted while its project is kept. */
  #grew(entry: Entry, bytes: number): void {
    entry.bytes += bytes;
    if (!entry.kept) return;
    this.#bytes += bytes;
    this.#evict();
  }

  async #read(projectId: string, wantedPath: string | null): Promise<CachedProject> {
    const generation = this.#generation;
    const project = await this.db.selectFrom("projects").select("livePublicationId").where("id", "=", projectId).executeTakeFirst();
    const entry: Entry = { projectId, documents: null, loadedAt: Date.now(), bytes: ENTRY_OVERHEAD_BYTES + projectId.length * 2, kept: false };
    const publicationId = project?.livePublicationId;
    if (publicationId) {
      const withSite = wantedPath === null ? READ_WITH_THE_SITE : [...READ_WITH_THE_SITE, wantedPath];
      const read = sql<boolean>`path in (${sql.join(withSite)})`;
      // Every path, and the fields and bodies of the documents read with the site only. Only brotli
      // is read, and the plain body of what has no compressed form (images): decision 0031.
      const rows = await this.db
        .selectFrom("publishedDocuments")
        .select([
          "path",
          sql<string | null>`case when ${read} then content_type end`.as("contentType"),
          sql<string | null>`case when ${read} then etag end`.as("etag"),
          sql<string | null>`case when ${read} then csp end`.as("csp"),
          sql<string | null>`case when ${read} then source_kind end`.as("sourceKind"),
          sql<string | null>`case when ${read} then source_id end`.as("sourceId"),
          sql<Uint8Array | null>`case when ${read} then body_br end`.as("bodyBr"),
          sql<Uint8Array | null>`case when ${read} and length(body_br) = 0 then body end`.as("body"),
        ])
        .where("publicationId", "=", publicationId)
        .execute();
      const stored = new Map<string, StoredDocument>();
      for (const { path, contentType, etag, csp, sourceKind, sourceId, bodyBr, body } of rows) {
        if (contentType === null || etag === null || sourceKind === null || bodyBr === null) continue;
        stored.set(path, { fields: documentFields({ contentType, etag, csp, sourceKind, sourceId }), bodies: storedBodies(bodyBr, body) });
      }
      const reader = { readDocument: (path: string) => this.#readDocument(publicationId, path), readAllFields: () => this.#readAllFields(publicationId) };
      entry.documents = new SiteDocuments(new Set(rows.map((row) => row.path)), stored, reader, (bytes) => this.#grew(entry, bytes));
      entry.bytes += entry.documents.bytes;
    }
    const errorPage = entry.documents?.get(NOT_FOUND_DOCUMENT_PATH);
    this.#errorPages.delete(projectId);
    if (errorPage) {
      if (this.#errorPages.size >= MAX_ERROR_PAGES) this.#errorPages.delete(this.#errorPages.keys().next().value ?? "");
      this.#errorPages.set(projectId, errorPage);
    }
    if (generation !== this.#generation || entry.bytes > this.#maxBytes) return entry;
    this.#drop(projectId);
    this.#entries.set(projectId, entry);
    entry.kept = true;
    this.#bytes += entry.bytes;
    this.#evict();
    return entry;
  }

  /** One document, from the publication it was listed in (publications are kept, so it is the same document). */
  async #readDocument(publicationId: string, path: string): Promise<StoredDocument> {
    const row = await this.db
      .selectFrom("publishedDocuments")
      .select(["contentType", "etag", "csp", "sourceKind", "sourceId", "bodyBr", sql<Uint8Array | null>`case when length(body_br) = 0 then body end`.as("body")])
      .where("publicationId", "=", publicationId)
      .where("path", "=", path)
      .executeTakeFirst();
    if (!row) throw new Error(`published document ${path} of publication ${publicationId} is gone`);
    const { bodyBr, body, ...fields } = row;
    return { fields: documentFields(fields), bodies: storedBodies(bodyBr, body) };
  }

  async #readAllFields(publicationId: string): Promise<Map<string, DocumentFields>> {
    const rows = await this.db
      .selectFrom("publishedDocuments")
      .select(["path", "contentType", "etag", "csp", "sourceKind", "sourceId"])
      .where("publicationId", "=", publicationId)
      .execute();
    return new Map(rows.map(({ path, ...fields }) => [path, documentFields(fields)]));
  }
}
