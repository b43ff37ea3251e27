import type { Actor, Db } from "~/access/project-access.server";
import { requireOwnedEndpoint } from "./owned-endpoint.server";

/** Deletes the endpoint with its deliveries and their log; the leads stay in the inbox. */
export async function deleteWebhookEndpoint(db: Db, actor: Actor, input: { projectId: string; endpointId: string }): Promise<void> {
  const endpoint = await requireOwnedEndpoint(db, actor, input);
  await db.transaction().execute(async (trx) => {
    const deliveries = trx.selectFrom("webhookDeliveries").select("id").where("endpointId", "=", endpoint.id);
    await trx.deleteFrom("webhookAttempts").where("deliveryId", "in", deliveries).execute();
    await trx.deleteFrom("webhookDeliveries").where("endpointId", "=", endpoint.id).execute();
    await trx.deleteFrom("webhookEndpoints").where("id", "=", endpoint.id).execute();
  });
}
