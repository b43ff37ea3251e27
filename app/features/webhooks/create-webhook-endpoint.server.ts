import { requireOwnedProject, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { randomString } from "~/lib/random-string";
import type { WebhooksConfig } from "../../../server/config";
import { refusedUrlReason } from "./outbound-request.server";
import { newWebhookSecret } from "./sign-webhook.server";
import { MAX_ENDPOINTS_PER_PROJECT, webhookEndpointSchema, type WebhookEndpointInput } from "./webhook-rules";

/** The URL of the form, or INVALID with the reason in the product's words (docs/product.md#webhooks). */
export function checkedWebhookUrl(input: WebhookEndpointInput, config: WebhooksConfig): { url: string; isEnabled: boolean } {
  const parsed = parseInput(webhookEndpointSchema, input);
  const refused = refusedUrlReason(new URL(parsed.url), { ...config, extraCa: [] });
  if (refused) throw new AppError("INVALID", refused, { fieldErrors: { url: refused } });
  return { url: new URL(parsed.url).href, isEnabled: parsed.isEnabled === "on" };
}

/** Adds an endpoint with a new secret; the secret is returned this once and never shown again. */
export async function createWebhookEndpoint(db: Db, actor: Actor, input: WebhookEndpointInput & { projectId: string }, config: WebhooksConfig): Promise<{ id: string; secret: string }> {
  const { id: projectId } = await requireOwnedProject(db, actor, input.projectId);
  const { url, isEnabled } = checkedWebhookUrl(input, config);
  const existing = await db.selectFrom("webhookEndpoints").select((eb) => eb.fn.countAll<number>().as("count")).where("projectId", "=", projectId).executeTakeFirstOrThrow();
  if (Number(existing.count) >= MAX_ENDPOINTS_PER_PROJECT) throw new AppError("CONFLICT", `A project may have at most ${MAX_ENDPOINTS_PER_PROJECT} webhooks. Delete one you no longer use first.`);
  const now = new Date();
  const endpoint = { id: `ep_${randomString(16)}`, secret: newWebhookSecret() };
  await db
    .insertInto("webhookEndpoints")
    .values({ ...endpoint, projectId, url, eventTypes: ["lead.created"], isEnabled, disabledReason: null, firstFailureAt: null, created: now, updated: now })
    .execute();
  return endpoint;
}
