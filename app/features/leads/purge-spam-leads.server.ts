import type { Db } from "~/access/project-access.server";

/** How long the spam folder keeps a lead (`docs/product.md#lead-capture`). */
export const SPAM_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Removes leads that stayed in the spam folder longer than it keeps them; returns how many. */
export async function purgeSpamLeads(db: Db, now: Date): Promise<number> {
  const result = await db
    .deleteFrom("leads")
    .where("spamReason", "is not", null)
    .where("created", "<", new Date(now.getTime() - SPAM_KEPT_MS))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
