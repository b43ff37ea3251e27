import type { Actor } from "~/access/project-access.server";
import type { AppDatabase } from "../../../db/database";
import { ownedLeadProject } from "./lead-access.server";
import { LEAD_OUTBOX_CHANNEL, queueNotifications, type LeadOutbox } from "./lead-writer.server";

/**
 * "Not spam": moves leads from the spam folder to the inbox as new, and delivers them as if they
 * had just arrived (`docs/product.md#lead-capture`, decision 0019). Clearing the flag and queueing
 * the deliveries (the notification mail when `mail` says SMTP is configured, and those of
 * `outboxes`, such as webhooks, which the route composes in) happen in one transaction, so a lead
 * is never in the inbox without them. Returns the ids moved: leads of other
 * projects, deleted ones and ones not in the spam folder change nothing.
 */
export async function markLeadsNotSpam(database: AppDatabase, actor: Actor, input: { projectId: string; leadIds: readonly string[]; mail: boolean; outboxes?: readonly LeadOutbox[] }): Promise<string[]> {
  const outboxes = input.outboxes ?? [];
  const { db } = database;
  const projectId = await ownedLeadProject(db, actor, input.projectId);
  if (input.leadIds.length === 0) return [];
  const now = new Date();
  const moved = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable("leads")
      .set({ spamReason: null, status: "new", updated: now })
      .where("projectId", "=", projectId)
      .where("id", "in", input.leadIds)
      .where("spamReason", "is not", null)
      .where("deletedAt", "is", null)
      .returning("id")
      .execute();
    const ids = rows.map((row) => row.id);
    if (input.mail) await queueNotifications(trx, ids.map((id) => ({ id, lead: { projectId, created: now } })));
    const written: string[] = [];
    for (const outbox of outboxes) if ((await outbox.enqueue(trx, ids)) > 0) written.push(outbox.channel);
    return { ids, channels: input.mail && ids.length > 0 ? [LEAD_OUTBOX_CHANNEL, ...written] : written };
  });
  // Workers that hear it send at once instead of at their next poll; one that misses it still finds the rows.
  for (const channel of moved.channels) await database.notifications.notify(channel, "").catch(() => undefined);
  return moved.ids;
}
