import { compressBody } from "../../app/features/publishing/compressed-body.server";
import { sitemapWithout } from "../../app/lib/sitemap-entries";
import { readOfflineAddresses, type OfflineAddresses } from "../../app/features/publishing/offline-addresses.server";
import { readProtectedDocuments, type ProtectedDocuments } from "../../app/features/site-protection/protected-documents.server";
import { installationSecret } from "../../db/installation-secrets";
import { SITE_PASS_SECRET_NAME } from "../../app/features/site-protection/site-pass-cookie.server";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { ServedDocument } from "./published-site-cache";
import { withBodies } from "./served-document";
import type { Documents } from "./site-documents";


/** What stands between a visitor and a project's live documents: passwords and addresses that are off. */
export type SiteGate = {
  protectedDocuments: ProtectedDocuments;
  offline: OfflineAddresses;
  secret: Buffer;
  /** The publication's documents without the pages that are off, its sitemap without them and without protected pages. */
  visibleDocuments: (documents: Documents) => Documents | Promise<Documents>;
};

const MAX_PROJECTS = 2_000;

/** Whether nothing stands in front of the project's documents: no password and no page that is off. */
export function gateIsOpen({ protectedDocuments, offline }: Pick<SiteGate, "protectedDocuments" | "offline">): boolean {
  return protectedDocuments.site === null && protectedDocuments.pages.size === 0 && offline.site === null && offline.pages.size === 0;
}
// Changes are pushed on the publications channel; this only bounds how long a missed one can last.
const MAX_AGE_MS = 60_000;

/**
 * Each project's gate, read on first use and kept like the published documents: dropped when a
 * publish, a password or a schedule changes the project, and at most a minute old.
 */
export class SiteGates {
  readonly #entries = new Map<string, { loadedAt: number; gate: Promise<SiteGate>; read?: SiteGate }>();

  constructor(private readonly db: Kysely<Database>) {}

  gateOf(projectId: string, now = Date.now()): Promise<SiteGate> {
    const entry = this.#entries.get(projectId);
    if (entry && now - entry.loadedAt <= MAX_AGE_MS) return entry.gate;
    const gate = this.#read(projectId);
    const fresh: { loadedAt: number; gate: Promise<SiteGate>; read?: SiteGate } = { loadedAt: now, gate };
    gate.then(
      (read) => (fresh.read = read),
      () => this.#entries.delete(projectId),
    );
    if (this.#entries.size >= MAX_PROJECTS) this.#entries.delete(this.#entries.keys().next().value ?? "");
    this.#entries.set(projectId, fresh);
    return gate;
  }

  /**
   * Whether nothing stands in front of the project's documents, as this node last read it: no
   * password and no page that is off. False until the gate has been read, so the published
   * site's quick path (decision 0031) answers only projects known to be open, and every other
   * request goes through the gate.
   */
  isOpen(projectId: string, now = Date.now()): boolean {
    const entry = this.#entries.get(projectId);
    if (!entry?.read || now - entry.loadedAt > MAX_AGE_MS) return false;
    return gateIsOpen(entry.read);
  }

  invalidate(projectId: string): void {
    this.#entries.delete(projectId);
  }

  async #read(projectId: string): Promise<SiteGate> {
    const [protectedDocuments, offline, secret] = await Promise.all([
      readProtectedDocuments(this.db, projectId),
      readOfflineAddresses(this.db, projectId),
      installationSecret(this.db, SITE_PASS_SECRET_NAME),
    ]);
    const derived = new WeakMap<Documents, Documents | Promise<Documents>>();
    const visibleDocuments = (documents: Documents): Documents | Promise<Documents> => {
      const sitemap = documents.get("sitemap.xml");
      if (!sitemap || (protectedDocuments.pages.size === 0 && offline.pages.size === 0 && !protectedDocuments.site)) return documents;
      const known = derived.get(documents);
      if (known) return known;
      const isOff = (document: ServedDocument) => document.sourceKind === "page" && document.sourceId !== null && offline.pages.has(document.sourceId);
      const isProtected = (document: ServedDocument) => document.sourceKind === "page" && document.sourceId !== null && protectedDocuments.pages.has(document.sourceId);
      const visible = new Map([...documents].filter(([, document]) => !isOff(document)));
      const leftOut = new Set([...documents].filter(([, document]) => isOff(document) || isProtected(document)).map(([path]) => path));
      const filtered = sitemapWithout(sitemap.body.toString("utf8"), projectId, leftOut, protectedDocuments.site !== null);
      const pending = compressBody(filtered).then((compressed) => {
        // Its own ETag, the hash of its own bytes: a visitor holding the published sitemap's must get this one, not 304.
        visible.set("sitemap.xml", withBodies(sitemap, compressed));
        derived.set(documents, visible);
        return visible;
      });
      pending.catch(() => derived.delete(documents));
      derived.set(documents, pending);
      return pending;
    };
    return { protectedDocuments, offline, secret, visibleDocuments };
  }
}
