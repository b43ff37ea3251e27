import type { Actor, Db } from "~/access/project-access.server";
import { randomString } from "~/lib/random-string";
import { requireOwnedEndpoint } from "./owned-endpoint.server";

/** Queues a `webhook.test` event for one endpoint, logged like any delivery. */
export async function sendTestEvent(db: Db, actor: Actor, input: { projectId: string; endpointId: string }): Promise<string> {
  const endpoint = await requireOwnedEndpoint(db, actor, input);
  const now = new Date();
  const id = `msg_test_${randomString(16)}`;
  await db.insertInto("webhookDeliveries").values({ id, endpointId: endpoint.id, leadId: null, eventType: "test", state: "pending", attempts: 0, nextAttemptAt: now, deliveredAt: null, created: now }).execute();
  return id;
}
