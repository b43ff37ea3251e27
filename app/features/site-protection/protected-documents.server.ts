import type { Db } from "~/access/project-access.server";

/** A password that guards documents: its scope ('' for the whole project, else a page id) and hash. */
export type SitePassword = { scope: string; passwordHash: string };

/**
 * Which documents need a password: every one when the whole project has one (`site`), and
 * those of the protected pages, by page id. A page's own password is the one asked for it, even
 * when the whole project has one too.
 */
export type ProtectedDocuments = { site: SitePassword | null; pages: ReadonlyMap<string, SitePassword> };

export async function readProtectedDocuments(db: Db, projectId: string): Promise<ProtectedDocuments> {
  const passwords = await db.selectFrom("sitePasswords").select(["scope", "passwordHash"]).where("projectId", "=", projectId).execute();
  const site = passwords.find((password) => password.scope === "") ?? null;
  return { site, pages: new Map(passwords.filter((password) => password.scope !== "").map((password) => [password.scope, password])) };
}

/** The password a visitor must give for a document, by its page id (null: a module, a file or no document), or null when it is public. */
export function passwordFor(protectedDocuments: ProtectedDocuments, pageId: string | null): SitePassword | null {
  return (pageId !== null ? protectedDocuments.pages.get(pageId) : undefined) ?? protectedDocuments.site;
}
