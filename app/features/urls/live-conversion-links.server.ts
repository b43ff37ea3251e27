import type { Db } from "~/access/project-access.server";

// Publications never change once made, so what one links to is read once per process. The bound
// keeps memory flat on installations with many projects; a forgotten publication is read again.
const MAX_CACHED_PUBLICATIONS = 1000;
const linkedTokens = new WeakMap<Db, Map<string, Promise<ReadonlySet<string>>>>();

/**
 * The /go/ tokens of a project that the pages and modules of one publication link to, read from
 * the documents as visitors get them: whatever form of token a publication was rendered with
 * (signed, or the unsigned form of publications made before), its own links are the ones found.
 */
async function readLinkedTokens(db: Db, publicationId: string, projectId: string): Promise<ReadonlySet<string>> {
  const documents = await db
    .selectFrom("publishedDocuments")
    .select("body")
    .where("publicationId", "=", publicationId)
    .where("sourceKind", "in", ["page", "module"])
    .execute();
  // Project ids are letters and digits only, so the id needs no escaping in the pattern.
  const link = new RegExp(`href="(?:https?://[^/"]+)?/go/${projectId}/([A-Za-z0-9_.-]+)"`, "g");
  const tokens = new Set<string>();
  for (const { body } of documents) {
    for (const match of body.toString("utf8").matchAll(link)) if (match[1]) tokens.add(match[1]);
  }
  return tokens;
}

/** Whether the live publication `publicationId` of `projectId` has a button or link to /go/{projectId}/{token}. */
export async function isLinkedByPublication(db: Db, input: { publicationId: string; projectId: string; token: string }): Promise<boolean> {
  let byPublication = linkedTokens.get(db);
  if (!byPublication) {
    byPublication = new Map();
    linkedTokens.set(db, byPublication);
  }
  let tokens = byPublication.get(input.publicationId);
  if (!tokens) {
    const cache = byPublication;
    tokens = readLinkedTokens(db, input.publicationId, input.projectId);
    tokens.catch(() => cache.delete(input.publicationId));
    cache.set(input.publicationId, tokens);
    if (cache.size > MAX_CACHED_PUBLICATIONS) cache.delete(cache.keys().next().value ?? "");
  }
  return (await tokens).has(input.token);
}
