import type { AppDatabase } from "../../../db/database";
import { randomString } from "~/lib/random-string";
import { postOutbound, type OutboundAnswer, type OutboundPolicy } from "./outbound-request.server";
import { webhookSignatures } from "./sign-webhook.server";
import { sampleLead } from "./sample-lead.server";
import { leadCreatedBody, testEventBody } from "./webhook-payload.server";
import { claimEndpointDeliveries, endpointsWithDueDeliveries, type ClaimedDelivery } from "./claim-due-deliveries.server";
import { DISABLE_AFTER_MS, ENDPOINT_CLAIM, ENDPOINT_LANES, ENDPOINT_PARALLEL, MAX_ATTEMPTS, retryDelayMs, WEBHOOK_DISABLED_REASON } from "./webhook-rules";

export type DeliveryOptions = {
  publicUrl: URL;
  policy: OutboundPolicy;
  /** Told when an endpoint is turned off for failing (the owner's e-mail, when SMTP is set). */
  onEndpointDisabled?: (endpoint: { id: string; projectId: string; url: string }) => Promise<void>;
  random?: () => number;
  timeoutMs?: number;
};

/** What is sent for one delivery, or null when its endpoint was turned off meanwhile. */
async function prepare(database: AppDatabase, delivery: ClaimedDelivery, publicUrl: URL) {
  const { db } = database;
  const endpoint = await db.selectFrom("webhookEndpoints").select(["id", "projectId", "url", "secret", "previousSecret", "previousSecretExpiresAt", "isEnabled", "firstFailureAt"]).where("id", "=", delivery.endpointId).executeTakeFirst();
  if (!endpoint?.isEnabled) return null;
  if (delivery.leadId === null) {
    const project = await db.selectFrom("projects").select("name").where("id", "=", endpoint.projectId).executeTakeFirst();
    return project ? { endpoint, body: testEventBody(await sampleLead(db, endpoint.projectId, delivery.created, publicUrl), project.name, delivery.created) } : null;
  }
  const lead = await db
    .selectFrom("leads as l")
    .innerJoin("projects as p", "p.id", "l.projectId")
    .select([
      "l.id",
      "l.projectId",
      "p.name as projectName",
      "l.created",
      "l.language",
      "l.fields",
      "l.sourceKind",
      "l.sourceSlug",
      "l.sourcePath",
      "l.sectionId",
      "l.utmSource",
      "l.utmMedium",
      "l.utmCampaign",
      "l.utmTerm",
      "l.utmContent",
      "l.gclid",
      "l.fbclid",
      "l.referrerHost",
      "l.landingPath",
      "l.embeddedOn",
      "l.embeddedHost",
    ])
    .where("l.id", "=", delivery.leadId)
    .executeTakeFirst();
  return lead ? { endpoint, body: leadCreatedBody(lead, delivery.created, publicUrl) } : null;
}

async function sendOne(database: AppDatabase, delivery: ClaimedDelivery, options: DeliveryOptions, now: Date): Promise<boolean> {
  const { db } = database;
  const prepared = await prepare(database, delivery, options.publicUrl);
  // Only this worker's claim may record the outcome: a claim that expired belongs to another worker now.
  const mine = db.updateTable("webhookDeliveries").where("id", "=", delivery.id).where("attempts", "=", delivery.attempts).where("state", "=", "pending");
  if (!prepared) {
    await mine.set({ state: "failed" }).execute();
    return false;
  }
  const { endpoint, body } = prepared;
  // The real clock, not `now`: receivers refuse timestamps far from their own time.
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = { "webhook-id": delivery.id, "webhook-timestamp": String(timestamp), "webhook-signature": webhookSignatures(endpoint, delivery.id, timestamp, body, now) };
  const answer: OutboundAnswer = await postOutbound(new URL(endpoint.url), headers, body, options.policy, options.timeoutMs);
  const attempts = delivery.attempts + 1;
  const ok = answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300;
  const gone = answer.statusCode === 410;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("webhookAttempts")
      .values({ id: randomString(16), deliveryId: delivery.id, startedAt: now, durationMs: answer.durationMs, statusCode: answer.statusCode, error: answer.error, responseSnippet: answer.snippet })
      .execute();
    const next = ok
      ? { state: "delivered" as const, deliveredAt: new Date() }
      : gone || attempts >= MAX_ATTEMPTS
        ? { state: "failed" as const }
        : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts, (options.random ?? Math.random)())) };
    await trx.updateTable("webhookDeliveries").set({ attempts, ...next }).where("id", "=", delivery.id).where("attempts", "=", delivery.attempts).execute();
  });
  if (ok) {
    if (endpoint.firstFailureAt) await db.updateTable("webhookEndpoints").set({ firstFailureAt: null }).where("id", "=", endpoint.id).execute();
    return true;
  }
  await noteFailure(database, endpoint, options, now);
  return false;
}

/** An endpoint that has failed without a single success for DISABLE_AFTER_MS is turned off (docs/product.md#webhooks). */
async function noteFailure(database: AppDatabase, endpoint: { id: string; projectId: string; url: string; firstFailureAt: Date | null }, options: DeliveryOptions, now: Date): Promise<void> {
  const { db } = database;
  if (!endpoint.firstFailureAt) {
    await db.updateTable("webhookEndpoints").set({ firstFailureAt: now }).where("id", "=", endpoint.id).where("firstFailureAt", "is", null).execute();
    return;
  }
  if (now.getTime() - endpoint.firstFailureAt.getTime() < DISABLE_AFTER_MS) return;
  const turnedOff = await db
    .updateTable("webhookEndpoints")
    .set({ isEnabled: false, disabledReason: WEBHOOK_DISABLED_REASON, updated: now })
    .where("id", "=", endpoint.id)
    .where("isEnabled", "=", true)
    .executeTakeFirst();
  if (Number(turnedOff.numUpdatedRows) > 0) await options.onEndpointDisabled?.(endpoint);
}

/**
 * Sends deliveries already claimed for one endpoint, ENDPOINT_PARALLEL at a time, each starting
 * as soon as one before it ends; `now` gives each attempt's time. Says how many were delivered.
 */
export async function sendEndpointDeliveries(database: AppDatabase, claimed: readonly ClaimedDelivery[], options: DeliveryOptions, now: () => Date): Promise<number> {
  let next = 0;
  let delivered = 0;
  const lane = async () => {
    for (let delivery = claimed[next++]; delivery; delivery = claimed[next++]) if (await sendOne(database, delivery, options, now())) delivered += 1;
  };
  await Promise.all(Array.from({ length: Math.min(ENDPOINT_PARALLEL, claimed.length) }, lane));
  return delivered;
}

/**
 * One pass over what is due: up to ENDPOINT_LANES endpoints at once, each with up to
 * ENDPOINT_CLAIM of its deliveries; waits for all of them. The worker does not wait like this
 * (webhook-worker.server.ts); tests and scripts do. Says how many it took and delivered.
 */
export async function sendDueDeliveries(database: AppDatabase, options: DeliveryOptions, now = new Date()): Promise<{ claimed: number; delivered: number }> {
  const endpoints = await endpointsWithDueDeliveries(database, now, { limit: ENDPOINT_LANES, skip: new Set() });
  const claims = await Promise.all(endpoints.map((endpointId) => claimEndpointDeliveries(database, endpointId, now, ENDPOINT_CLAIM)));
  const delivered = await Promise.all(claims.map((claimed) => sendEndpointDeliveries(database, claimed, options, () => now)));
  return { claimed: claims.reduce((sum, claimed) => sum + claimed.length, 0), delivered: delivered.reduce((sum, count) => sum + count, 0) };
}
