import type { Actor, Db } from "~/access/project-access.server";
import type { WebhooksConfig } from "../../../server/config";
import { checkedWebhookUrl } from "./create-webhook-endpoint.server";
import { requireOwnedEndpoint } from "./owned-endpoint.server";
import type { WebhookEndpointInput } from "./webhook-rules";

/** Changes the URL or turns the endpoint on or off; turning it on forgets why the app had turned it off. */
export async function updateWebhookEndpoint(db: Db, actor: Actor, input: WebhookEndpointInput & { projectId: string; endpointId: string }, config: WebhooksConfig): Promise<void> {
  const endpoint = await requireOwnedEndpoint(db, actor, input);
  const { url, isEnabled } = checkedWebhookUrl(input, config);
  await db
    .updateTable("webhookEndpoints")
    .set({ url, isEnabled, updated: new Date(), ...(isEnabled ? { disabledReason: null, firstFailureAt: null } : {}) })
    .where("id", "=", endpoint.id)
    .execute();
}
