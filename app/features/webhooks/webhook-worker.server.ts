import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { AppDatabase } from "../../../db/database";
import type { Config } from "../../../server/config";
import { WEBHOOK_OUTBOX_CHANNEL } from "./enqueue-lead-deliveries.server";
import type { OutboundPolicy } from "./outbound-request.server";
import { purgeWebhookHistory } from "./purge-webhook-history.server";
import { claimEndpointDeliveries, endpointsWithDueDeliveries, type ClaimedDelivery } from "./claim-due-deliveries.server";
import { sendEndpointDeliveries, type DeliveryOptions } from "./send-due-deliveries.server";
import { ENDPOINT_CLAIM, ENDPOINT_LANES } from "./webhook-rules";

const POLL_MS = 2_000;
const PURGE_MS = 60 * 60 * 1000;
/** While a backlog drains as leads keep arriving, a lane rests this many times as long as its round took: it takes at most a fifth of the time. */
const YIELD_FACTOR = 4;

export type WebhookWorker = { stop: () => Promise<void> };

/** The outbound rules of this installation (docs/security.md#outbound-requests). */
export function outboundPolicyOf(config: Config): OutboundPolicy {
  const { allowHttp, allowPrivate, caFile } = config.webhooks;
  return { allowHttp, allowPrivate, extraCa: caFile ? [fs.readFileSync(caFile, "utf8")] : [] };
}

/** Tells a project's owner, by e-mail when SMTP is set, that an endpoint was turned off; the banners say it too. */
export function mailOwnerWhenDisabled(database: AppDatabase, config: Config, logger: Logger): DeliveryOptions["onEndpointDisabled"] {
  const smtpUrl = config.leads.smtpUrl;
  if (!smtpUrl) return undefined;
  const transport = nodemailer.createTransport(smtpUrl);
  return async (endpoint) => {
    const owner = await database.db
      .selectFrom("projects as p")
      .innerJoin("users as u", "u.id", "p.ownerId")
      .select(["u.email", "p.name"])
      .where("p.id", "=", endpoint.projectId)
      .executeTakeFirst();
    if (!owner) return;
    const settingsUrl = new URL(`/project/${endpoint.projectId}/settings/integrations`, config.publicUrl).href;
    const text = [
      `The webhook ${endpoint.url} of ${owner.name} failed for 5 days, so Pagewright turned it off.`,
      "Your leads are safe in the inbox. Fix the receiver, then turn the webhook on again and send the failed deliveries again:",
      settingsUrl,
    ].join("\n\n");
    await transport.sendMail({ from: config.leads.mailFrom, to: owner.email, subject: `A webhook of ${owner.name} was turned off`, text }).catch((error: unknown) => {
      logger.warn({ err: error, endpointId: endpoint.id }, "could not mail the owner of a webhook that was turned off");
    });
  };
}

/**
 * Sends webhook deliveries on this node: at once when a node announces new ones, and every
 * couple of seconds for retries that came due; hourly, it drops finished deliveries untried for
 * 30 days from the log. Each endpoint is a lane of its own (at most ENDPOINT_LANES at once): a
 * lane takes up to ENDPOINT_CLAIM of its endpoint's due deliveries, sends them ENDPOINT_PARALLEL
 * at a time, and the next lane starts as soon as any ends, so a receiver that hangs only holds
 * back its own deliveries (decision 0016). On SQLite this is the single worker; on PostgreSQL
 * every node runs one and row locks keep them apart.
 */
export async function startWebhookWorker(database: AppDatabase, config: Config, logger: Logger): Promise<WebhookWorker> {
  const options: DeliveryOptions = { publicUrl: config.publicUrl, policy: outboundPolicyOf(config), onEndpointDisabled: mailOwnerWhenDisabled(database, config, logger) };
  const stopping = new AbortController();
  // The endpoints this node is sending to (or resting from), and their lanes.
  const busy = new Set<string>();
  const lanes = new Set<Promise<void>>();
  let filling: Promise<void> = Promise.resolve();
  let isFilling = false;
  let again = false;
  // When a node last announced new deliveries: leads are being stored right now.
  let announcedAt = 0;
  let purging: Promise<void> = Promise.resolve();

  const runLane = async (endpointId: string, claimed: ClaimedDelivery[]) => {
    const started = performance.now();
    try {
      await sendEndpointDeliveries(database, claimed, options, () => new Date());
      // Deliveries must not starve the visitors whose leads are being stored
      // (docs/benchmarks.md#webhook-delivery): while new leads keep arriving, a lane rests after
      // its round; once they stop, a backlog drains at full speed.
      if (announcedAt >= started) await sleep((performance.now() - started) * YIELD_FACTOR, undefined, { signal: stopping.signal }).catch(() => undefined);
    } catch (error: unknown) {
      logger.warn({ err: error, endpointId }, "webhook deliveries failed; will retry");
    }
    busy.delete(endpointId);
    wake();
  };
  const fill = async () => {
    try {
      while (again && !stopping.signal.aborted) {
        again = false;
        const now = new Date();
        const endpoints = await endpointsWithDueDeliveries(database, now, { limit: ENDPOINT_LANES - busy.size, skip: busy });
        for (const endpointId of endpoints) {
          if (stopping.signal.aborted) break;
          const claimed = await claimEndpointDeliveries(database, endpointId, now, ENDPOINT_CLAIM);
          if (claimed.length === 0) continue;
          busy.add(endpointId);
          const lane = runLane(endpointId, claimed);
          lanes.add(lane);
          void lane.finally(() => lanes.delete(lane));
        }
      }
    } finally {
      isFilling = false;
    }
  };
  function wake() {
    if (stopping.signal.aborted) return;
    again = true;
    if (isFilling) return;
    isFilling = true;
    filling = fill().catch((error: unknown) => logger.warn({ err: error }, "webhook deliveries failed; will retry"));
  }
  const poll = setInterval(wake, POLL_MS);
  poll.unref();
  const purge = () => {
    if (stopping.signal.aborted) return;
    purging = purging.then(() => purgeWebhookHistory(database.db, new Date())).then(
      () => undefined,
      (error: unknown) => logger.warn({ err: error }, "purging the webhook delivery log failed; will retry"),
    );
  };
  const purgeTimer = setInterval(purge, PURGE_MS);
  purgeTimer.unref();
  const unlisten = await database.notifications.listen(
    WEBHOOK_OUTBOX_CHANNEL,
    () => {
      announcedAt = performance.now();
      wake();
    },
    logger,
  );
  wake();
  return {
    stop: async () => {
      stopping.abort();
      clearInterval(poll);
      clearInterval(purgeTimer);
      await unlisten();
      await filling;
      await Promise.all([...lanes]);
      await purging;
    },
  };
}
