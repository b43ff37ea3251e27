import type { Db } from "~/access/project-access.server";

/**
 * The addresses of a project that are off (docs/product.md#scheduled-publishing): campaign pages
 * after their end or before their start, by page id, with where each sends visitors instead
 * (null: the site's 404); `site` is where the whole project's addresses send visitors while it
 * is offline after a scheduled unpublish.
 */
export type OfflineAddresses = { site: string | null; pages: ReadonlyMap<string, string | null> };

export async function readOfflineAddresses(db: Db, projectId: string): Promise<OfflineAddresses> {
  const rows = await db.selectFrom("offlineAddresses").select(["scope", "redirectTo"]).where("projectId", "=", projectId).execute();
  const site = rows.find((row) => row.scope === "")?.redirectTo ?? null;
  return { site, pages: new Map(rows.filter((row) => row.scope !== "").map((row) => [row.scope, row.redirectTo])) };
}
