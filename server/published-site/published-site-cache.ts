import type { Kysely } from "kysely";
import { NOT_FOUND_DOCUMENT_PATH } from "../../app/features/publishing/site-not-found-page";
import type { Database } from "../../db/schema";

export type ServedDocument = {
  contentType: string;
  etag: string;
  csp: string | null;
  sourceKind: string;
  /** The page or module a document shows; null for the site's files. */
  sourceId: string | null;
  body: Buffer;
  bodyBr: Buffer;
  bodyGz: Buffer;
};

type CachedProject = { documents: Map<string, ServedDocument> | null; loadedAt: number };

const MAX_PROJECTS = 2_000;
// Invalidation is pushed on publish; this only bounds how long a missed notification can last.
const MAX_AGE_MS = 60_000;

/**
 * The live documents of published projects, in memory, so the hot path answers without a query.
 * A project with nothing live is remembered as such (null) until it is invalidated.
 */
export class PublishedSiteCache {
  readonly #entries = new Map<string, CachedProject>();
  readonly #loading = new Map<string, Promise<CachedProject>>();
  /** Each live site's error page as last loaded, kept across invalidation: a failed reload still answers in the site's look. */
  readonly #errorPages = new Map<string, ServedDocument>();
  #generation = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** The cached documents, or undefined when the project must be loaded first. */
  peek(projectId: string, now = Date.now()): CachedProject | undefined {
    const entry = this.#entries.get(projectId);
    if (!entry || now - entry.loadedAt > MAX_AGE_MS) return undefined;
    return entry;
  }

  async load(projectId: string): Promise<CachedProject> {
    let pending = this.#loading.get(projectId);
    if (!pending) {
      pending = this.#read(projectId).finally(() => this.#loading.delete(projectId));
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
    this.#entries.delete(projectId);
    this.#loading.delete(projectId);
  }

  async #read(projectId: string): Promise<CachedProject> {
    const generation = this.#generation;
    const project = await this.db.selectFrom("projects").select("livePublicationId").where("id", "=", projectId).executeTakeFirst();
    let documents: Map<string, ServedDocument> | null = null;
    if (project?.livePublicationId) {
      const rows = await this.db
        .selectFrom("publishedDocuments")
        .select(["path", "contentType", "etag", "csp", "sourceKind", "sourceId", "body", "bodyBr", "bodyGz"])
        .where("publicationId", "=", project.livePublicationId)
        .execute();
      documents = new Map(rows.map(({ path, ...document }) => [path, { ...document, body: Buffer.from(document.body), bodyBr: Buffer.from(document.bodyBr), bodyGz: Buffer.from(document.bodyGz) }]));
    }
    const entry = { documents, loadedAt: Date.now() };
    const errorPage = documents?.get(NOT_FOUND_DOCUMENT_PATH);
    this.#errorPages.delete(projectId);
    if (errorPage) {
      if (this.#errorPages.size >= MAX_PROJECTS) this.#errorPages.delete(this.#errorPages.keys().next().value ?? "");
      this.#errorPages.set(projectId, errorPage);
    }
    if (generation !== this.#generation) return entry;
    if (this.#entries.size >= MAX_PROJECTS) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(projectId, entry);
    return entry;
  }
}
