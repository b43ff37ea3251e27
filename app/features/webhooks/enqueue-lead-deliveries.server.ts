import { sql } from "kysely";
import type { Db } from "~/access/project-access.server";

/** The channel a node announces new deliveries on, so the workers send them at once instead of at their next poll. */
export const WEBHOOK_OUTBOX_CHANNEL = "webhook_outbox";

/**
 * Writes one delivery per enabled endpoint that asked for `lead.created`, for each of these leads,
 * inside the caller's transaction: the lead and its deliveries commit together or not at all
 * (docs/product.md#webhooks). Suspected spam and deleted leads get none. The delivery id is made of
 * the lead's and the endpoint's ids, so a lead enqueued twice (marked "not spam" again) is sent
 * once. Returns how many deliveries were written.
 */
export async function enqueueDeliveriesForLeads(trx: Db, leadIds: readonly string[]): Promise<number> {
  if (leadIds.length === 0) return 0;
  const rows = trx
    .selectFrom("leads as l")
    .innerJoin("webhookEndpoints as e", "e.projectId", "l.projectId")
    .select([
      sql<string>`'msg_' || l.id || '_' || e.id`.as("id"),
      "e.id as endpointId",
      "l.id as leadId",
      sql<string>`'lead.created'`.as("eventType"),
      sql<string>`'pending'`.as("state"),
      sql<number>`0`.as("attempts"),
      "l.created as nextAttemptAt",
      "l.created as created",
    ])
    .where("l.id", "in", leadIds)
    .where("l.spamReason", "is", null)
    .where("l.deletedAt", "is", null)
    .where("e.isEnabled", "=", true)
    .where(sql<string>`cast(e.event_types as text)`, "like", '%"lead.created"%');
  const result = await trx
    .insertInto("webhookDeliveries")
    .columns(["id", "endpointId", "leadId", "eventType", "state", "attempts", "nextAttemptAt", "created"])
    .expression(rows)
    .onConflict((conflict) => conflict.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

/** The one-lead form the lead capture and "Not spam" call, in the lead's own transaction. */
export async function enqueueLeadDeliveries(trx: Db, { projectId, leadId }: { projectId: string; leadId: string }): Promise<number> {
  const lead = await trx.selectFrom("leads").select("id").where("id", "=", leadId).where("projectId", "=", projectId).executeTakeFirst();
  return lead ? enqueueDeliveriesForLeads(trx, [lead.id]) : 0;
}
