import type { Db } from "~/access/project-access.server";

/**
 * A verified domain whose first request came in over HTTPS through the trusted proxy had a
 * certificate served for it: it becomes `active` (docs/product.md#custom-domains). True when this
 * call changed it; a domain already active, removed or failed meanwhile is left as it is.
 */
export async function markDomainActive(db: Db, host: string, now = new Date()): Promise<boolean> {
  const result = await db.updateTable("projectDomains").set({ state: "active", updated: now }).where("host", "=", host).where("state", "=", "verified").executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
