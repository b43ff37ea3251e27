import type { Actor, Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { requireOwnedEndpoint } from "./owned-endpoint.server";

/**
 * "Send again": the delivery goes back in the queue with a fresh set of attempts and the same
 * webhook-id, so a receiver that already has it can tell. Its earlier attempts stay in the log.
 */
export async function sendDeliveryAgain(db: Db, actor: Actor, input: { projectId: string; endpointId: string; deliveryId: string }): Promise<void> {
  const endpoint = await requireOwnedEndpoint(db, actor, input);
  const result = await db
    .updateTable("webhookDeliveries")
    .set({ state: "pending", attempts: 0, nextAttemptAt: new Date(), deliveredAt: null })
    .where("id", "=", input.deliveryId)
    .where("endpointId", "=", endpoint.id)
    .where("state", "!=", "pending")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError("CONFLICT", "This delivery is already waiting to be sent, or no longer exists.");
}
