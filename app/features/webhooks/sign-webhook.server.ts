import { createHmac, randomBytes } from "node:crypto";

const SECRET_PREFIX = "whsec_";

/** A new endpoint secret: `whsec_` and 24 random bytes in base64, the Standard Webhooks format. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString("base64");
}

/**
 * The `webhook-signature` header of Standard Webhooks: `v1,` and the base64 HMAC-SHA256 of
 * `id.timestamp.body`, keyed with the secret's base64-decoded bytes (docs/webhooks.md).
 */
export function webhookSignature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestampSeconds}.${body}`).digest("base64")}`;
}


/**
 * The `webhook-signature` of one attempt: signed with the endpoint's secret and, while a rotation's
 * overlap lasts, with the secret it replaced too, space-separated as Standard Webhooks allows.
 */
export function webhookSignatures(endpoint: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null }, id: string, timestampSeconds: number, body: string, now: Date): string {
  const { secret, previousSecret, previousSecretExpiresAt } = endpoint;
  const overlapping = previousSecret !== null && previousSecretExpiresAt !== null && previousSecretExpiresAt.getTime() > now.getTime();
  return (overlapping ? [secret, previousSecret] : [secret]).map((key) => webhookSignature(key, id, timestampSeconds, body)).join(" ");
}
