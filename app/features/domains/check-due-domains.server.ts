import type { AppDatabase } from "../../../db/database";
import { recordCheckOutcome } from "./record-check-outcome.server";
import type { DomainChecker } from "./verify-domain-records.server";

/** While one node checks a domain, the others leave it alone this long: longer than any DNS look takes. */
export const CHECK_CLAIM_MS = 2 * 60_000;
const BATCH = 10;

/**
 * Checks the domains that are due. Each is claimed first by moving its next_check_at forward in one
 * atomic update that matches only the value just read, so on PostgreSQL two nodes never check the
 * same domain at once. Returns how many this call checked.
 */
export async function checkDueDomains(database: AppDatabase, check: DomainChecker, now = new Date()): Promise<number> {
  const due = await database.db
    .selectFrom("projectDomains")
    .select(["id", "host", "verificationToken", "nextCheckAt"])
    .where("nextCheckAt", "<=", now)
    .orderBy("nextCheckAt")
    .limit(BATCH)
    .execute();
  let checked = 0;
  for (const domain of due) {
    if (!domain.nextCheckAt) continue;
    const claimed = await database.db
      .updateTable("projectDomains")
      .set({ nextCheckAt: new Date(now.getTime() + CHECK_CLAIM_MS) })
      .where("id", "=", domain.id)
      .where("nextCheckAt", "=", domain.nextCheckAt)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    await recordCheckOutcome(database, domain.id, await check(domain.host, domain.verificationToken), "background");
    checked += 1;
  }
  return checked;
}
