import { createHmac } from "node:crypto";
import type { Transaction } from "kysely";
import type { Db } from "~/access/project-access.server";
import type { Database } from "../../../db/schema";

/**
 * Who a visitor is for counting, without keeping who they are: a keyed hash of what is counted
 * (`parts`: a label, then what tells the counted thing apart) with the day, the visitor's address
 * and browser. It changes every day and cannot be turned back into an address without the
 * installation's secret.
 */
export function dailyVisitorKey(secret: Buffer, day: string, visitor: { address: string; userAgent: string }, label: string, ...parts: string[]): string {
  return createHmac("sha256", secret).update([label, day, visitor.address, visitor.userAgent, ...parts].join("\n")).digest("base64url");
}

/**
 * Runs `count` in one transaction when this visitor key is new today, and answers whether it ran:
 * clicks and scans count at most once per visitor a day, so a repeating script counts once.
 */
export async function countOncePerVisitorADay(db: Db, day: string, visitorKey: string, count: (trx: Transaction<Database>) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const seen = await trx
      .insertInto("conversionVisitors")
      .values({ day, visitorKey })
      .onConflict((conflict) => conflict.columns(["day", "visitorKey"]).doNothing())
      .executeTakeFirst();
    if (Number(seen.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    // Keys of past days can never match again.
    await trx.deleteFrom("conversionVisitors").where("day", "<", day).execute();
    await count(trx);
    return true;
  });
}
