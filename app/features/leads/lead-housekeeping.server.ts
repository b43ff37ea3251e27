import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { AppDatabase } from "../../../db/database";
import type { LeadsConfig } from "../../../server/config";
import { leadEmail } from "./lead-email";
import { leadSourceLabel } from "./lead-labels";
import { LEAD_OUTBOX_CHANNEL } from "./lead-writer.server";
import { purgeOldActivity } from "~/access/project-activity.server";
import { purgeDeletedLeads } from "./purge-deleted-leads.server";
import { purgeSpamLeads } from "./purge-spam-leads.server";
import { purgeRateCounters } from "../../../db/rate-limiter";

export type MailMessage = { from: string; to: string; subject: string; text: string; replyTo?: string };
export type MailSender = (message: MailMessage) => Promise<void>;

const POLL_MS = 5_000;
const PURGE_MS = 5 * 60 * 1000;
/** While one node sends a notification, others leave it alone this long. */
const CLAIM_MS = 2 * 60 * 1000;
const BATCH = 20;
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 60 * 60_000, 6 * 60 * 60_000, 12 * 60 * 60_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** Sends the notifications that are due; each is claimed first, so two nodes never send the same one. Returns how many were sent. */
export async function sendDueNotifications(database: AppDatabase, config: { mailFrom: string; publicUrl: URL }, send: MailSender, now = new Date()): Promise<number> {
  const { db } = database;
  const due = await db
    .selectFrom("leadNotifications as n")
    .innerJoin("leads as l", "l.id", "n.leadId")
    .innerJoin("projects as p", "p.id", "l.projectId")
    .select(["n.leadId", "n.recipient", "n.attempts", "n.nextAttemptAt", "l.fields", "l.sourceKind", "l.sourceSlug", "l.sourcePath", "l.created", "p.id as projectId", "p.name as projectName"])
    .where("n.sentAt", "is", null)
    .where("n.attempts", "<", MAX_ATTEMPTS)
    .where("n.nextAttemptAt", "<=", now)
    .orderBy("n.nextAttemptAt")
    .limit(BATCH)
    .execute();
  let sent = 0;
  for (const row of due) {
    const claimed = await db
      .updateTable("leadNotifications")
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
      .where("leadId", "=", row.leadId)
      .where("nextAttemptAt", "=", row.nextAttemptAt)
      .where("sentAt", "is", null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    const source = row.sourceKind === "module" ? `the ${row.sourceSlug} module` : leadSourceLabel({ kind: row.sourceKind, slug: row.sourceSlug, path: row.sourcePath });
    const inboxUrl = new URL(`/project/${row.projectId}/leads?lead=${row.leadId}`, config.publicUrl).href;
    const email = leadEmail({ projectId: row.projectId, projectName: row.projectName, leadId: row.leadId, fields: row.fields, source, created: row.created, inboxUrl });
    try {
      await send({ from: config.mailFrom, to: row.recipient, subject: email.subject, text: email.text, ...(email.replyTo ? { replyTo: email.replyTo } : {}) });
      await db.updateTable("leadNotifications").set({ sentAt: new Date(), attempts: row.attempts + 1, lastError: null }).where("leadId", "=", row.leadId).execute();
      sent += 1;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[Math.min(row.attempts, RETRY_DELAYS_MS.length - 1)] ?? 0;
      await db
        .updateTable("leadNotifications")
        .set({ attempts: row.attempts + 1, lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500), nextAttemptAt: new Date(Date.now() + delay) })
        .where("leadId", "=", row.leadId)
        .execute();
    }
  }
  return sent;
}

export type LeadHousekeeping = { stop: () => Promise<void> };

/**
 * The leads' background work on every node: sending notification mail from the outbox (when
 * SMTP is configured), purging deleted leads after their undo window, spam after 30 days in its
 * folder, old rate counters, and project activity older than a year.
 */
export async function startLeadHousekeeping(database: AppDatabase, config: LeadsConfig & { publicUrl: URL }, logger: Logger, send?: MailSender): Promise<LeadHousekeeping> {
  const transport = !send && config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const sender: MailSender | null = send ?? (transport ? async (message) => void (await transport.sendMail(message)) : null);
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = (work: () => Promise<unknown>, what: string) => {
    running = running.then(work).then(
      () => undefined,
      (error: unknown) => logger.warn({ err: error }, `lead ${what} failed; will retry`),
    );
  };
  const sendNow = () => {
    if (sender && !stopped) run(() => sendDueNotifications(database, config, sender), "notifications");
  };
  const purge = () =>
    run(async () => Promise.all([purgeDeletedLeads(database.db, new Date()), purgeSpamLeads(database.db, new Date()), purgeRateCounters(database, Date.now()), purgeOldActivity(database.db, new Date())]), "purge");
  const poll = setInterval(sendNow, POLL_MS);
  const purgeTimer = setInterval(purge, PURGE_MS);
  poll.unref();
  purgeTimer.unref();
  const unlisten = sender ? await database.notifications.listen(LEAD_OUTBOX_CHANNEL, sendNow, logger) : async () => undefined;
  sendNow();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(poll);
      clearInterval(purgeTimer);
      await unlisten();
      await running;
      transport?.close();
    },
  };
}
