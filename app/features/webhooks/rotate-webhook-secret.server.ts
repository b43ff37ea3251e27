import type { Actor, Db } from "~/access/project-access.server";
import { requireOwnedEndpoint } from "./owned-endpoint.server";
import { newWebhookSecret } from "./sign-webhook.server";

/** Replaces the secret at once (attempts from now on are signed with the new one); returns it this once. */
export async function rotateWebhookSecret(db: Db, actor: Actor, input: { projectId: string; endpointId: string }): Promise<string> {
  const endpoint = await requireOwnedEndpoint(db, actor, input);
  const secret = newWebhookSecret();
  await db.updateTable("webhookEndpoints").set({ secret, updated: new Date() }).where("id", "=", endpoint.id).execute();
  return secret;
}
