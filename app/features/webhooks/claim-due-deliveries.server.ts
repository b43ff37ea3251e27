import type { AppDatabase } from "../../../db/database";
import { CLAIM_MS } from "./webhook-rules";

export type ClaimedDelivery = { id: string; endpointId: string; leadId: string | null; eventType: string; attempts: number; created: Date };

/**
 * The endpoints that have deliveries due, the one waiting longest first, leaving out those this
 * node is already sending to: each endpoint is a queue of its own, so a receiver that hangs
 * holds back only its own deliveries (decision 0016). Asked per endpoint, through the index on
 * (endpoint, state, next attempt), so a long backlog is not read on every call.
 */
export async function endpointsWithDueDeliveries(database: AppDatabase, now: Date, { limit, skip }: { limit: number; skip: ReadonlySet<string> }): Promise<string[]> {
  if (limit <= 0) return [];
  const { db } = database;
  const oldestDue = db
    .selectFrom("webhookEndpoints as e")
    .select((eb) => [
      "e.id",
      eb
        .selectFrom("webhookDeliveries as d")
        .select((inner) => inner.fn.min("d.nextAttemptAt").as("due"))
        .whereRef("d.endpointId", "=", "e.id")
        .where("d.state", "=", "pending")
        .where("d.nextAttemptAt", "<=", now)
        .as("oldest"),
    ])
    .$if(skip.size > 0, (query) => query.where("e.id", "not in", [...skip]));
  const rows = await db.selectFrom(oldestDue.as("due")).select("id").where("oldest", "is not", null).orderBy("oldest").limit(limit).execute();
  return rows.map((row) => row.id);
}

/**
 * Takes up to `limit` due deliveries of one endpoint and moves them out of reach of other
 * workers for CLAIM_MS. On PostgreSQL rows another node is taking are skipped (`FOR UPDATE SKIP
 * LOCKED`), so two nodes never send the same delivery at once; SQLite has one worker, and one
 * writer at a time. The caller takes no more than it can send within the lease.
 */
export async function claimEndpointDeliveries(database: AppDatabase, endpointId: string, now: Date, limit: number): Promise<ClaimedDelivery[]> {
  const { db, dialect } = database;
  const due = db
    .selectFrom("webhookDeliveries")
    .select("id")
    .where("endpointId", "=", endpointId)
    .where("state", "=", "pending")
    .where("nextAttemptAt", "<=", now)
    .orderBy("nextAttemptAt")
    .limit(limit)
    .$if(dialect === "postgres", (query) => query.forUpdate().skipLocked());
  const claimed = await db
    .updateTable("webhookDeliveries")
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where("id", "in", due)
    .where("state", "=", "pending")
    .returning(["id", "endpointId", "leadId", "eventType", "attempts", "created"])
    .execute();
  // The order they fell due in, which the update does not keep.
  return claimed.sort((a, b) => a.created.getTime() - b.created.getTime() || a.id.localeCompare(b.id));
}
