import fs from "node:fs";
import { performance } from "node:perf_hooks";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { AppDatabase } from "../../../db/database";
import type { Config } from "../../../server/config";
import { WEBHOOK_OUTBOX_CHANNEL } from "./enqueue-lead-deliveries.server";
import type { OutboundPolicy } from "./outbound-request.server";
import { purgeWebhookHistory } from "./purge-webhook-history.server";
import { DELIVERY_BATCH, sendDueDeliveries, type DeliveryOptions } from "./send-due-deliveries.server";

const POLL_MS = 2_000;
const PURGE_MS = 60 * 60 * 1000;
/** While a backlog drains as leads keep arriving, the worker waits this many times as long as its last round took: it takes at most a fifth of the node's time. */
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
 * 30 days from the log. Runs one round at a time, so on SQLite it is the
 * single worker; on PostgreSQL every node runs one and row locks keep them apart.
 */
export async function startWebhookWorker(database: AppDatabase, config: Config, logger: Logger): Promise<WebhookWorker> {
  const options: DeliveryOptions = { publicUrl: config.publicUrl, policy: outboundPolicyOf(config), onEndpointDisabled: mailOwnerWhenDisabled(database, config, logger) };
  let running: Promise<void> = Promise.resolve();
  let pending = false;
  let stopped = false;
  // When a node last announced new deliveries: leads are being stored right now.
  let announcedAt = 0;
  const round = async () => {
    pending = false;
    // Keep going until nothing is due, or a round comes back short with no new leads meanwhile.
    // Deliveries must not starve the visitors whose leads are being stored
    // (docs/benchmarks.md#webhook-delivery): while new leads keep arriving, the worker pauses
    // after each round; once they stop, it drains the rest at full speed.
    while (!stopped) {
      const started = performance.now();
      const { claimed } = await sendDueDeliveries(database, options);
      if (claimed === 0) break;
      if (announcedAt >= started) await new Promise((resolve) => setTimeout(resolve, (performance.now() - started) * YIELD_FACTOR));
      else if (claimed < DELIVERY_BATCH) break;
    }
  };
  const wake = () => {
    if (stopped || pending) return;
    pending = true;
    running = running.then(round).catch((error: unknown) => logger.warn({ err: error }, "webhook deliveries failed; will retry"));
  };
  const poll = setInterval(wake, POLL_MS);
  poll.unref();
  const purge = () => {
    if (stopped) return;
    running = running.then(() => purgeWebhookHistory(database.db, new Date())).then(
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
      stopped = true;
      clearInterval(poll);
      clearInterval(purgeTimer);
      await unlisten();
      await running;
    },
  };
}
