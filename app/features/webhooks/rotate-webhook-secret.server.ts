import type { Actor, Db } from "~/access/project-access.server";
import { requireOwnedEndpoint } from "./owned-endpoint.server";
import { newWebhookSecret } from "./sign-webhook.server";
import { SECRET_OVERLAP_MS } from "./webhook-rules";

/**
 * Makes a new secret and returns it this once. Attempts from now on are signed with it and, for
 * SECRET_OVERLAP_MS, also with the secret it replaces, so receivers can switch without refusing
 * deliveries; a second rotation within that time retires the oldest secret at once.
 */
export async function rotateWebhookSecret(db: Db, actor: Actor, input: { projectId: string; endpointId: string }, now = new Date()): Promise<string> {
  const endpoint = await requireOwnedEndpoint(db, actor, input);
  const secret = newWebhookSecret();
  await db
    .updateTable("webhookEndpoints")
    .set((eb) => ({ secret, previousSecret: eb.ref("secret"), previousSecretExpiresAt: new Date(now.getTime() + SECRET_OVERLAP_MS), updated: now }))
    .where("id", "=", endpoint.id)
    .execute();
  return secret;
}
