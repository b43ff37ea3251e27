import { sql } from "kysely";
import { isValidEmail } from "~/lib/email";
import { randomString } from "~/lib/random-string";
import type { AppDatabase } from "../../../db/database";
import type { LeadSourceKind, LeadSpamReason } from "../../../db/schema";
import type { LeadFields } from "../../../db/stored-values";
import type { Db } from "~/access/project-access.server";
import type { LeadAttribution } from "./lead-attribution";

export type NewLead = Partial<LeadAttribution> & {
  projectId: string;
  sourceKind: LeadSourceKind;
  sourceSlug: string;
  sourcePath: string;
  /** The language of the document the form was seen in, as published; null when it says none. */
  language?: string | null;
  sectionId: string;
  fields: LeadFields;
  searchText: string;
  idempotencyKey: string;
  addressHash: string;
  created: Date;
  spamReason: LeadSpamReason | null;
  /** The A/B test and variant the lead's visitor was shown, when its page is under test. */
  experimentId?: string | null;
  experimentVariant?: string | null;
  /** Whether mail is configured: the project's notification email, read when the lead is stored, gets an outbox row. */
  mail: boolean;
};

/** The stored lead; `duplicate` when the idempotency key had already made it. */
export type StoredLead = { id: string; duplicate: boolean };

/**
 * Deliveries another feature writes in the leads' own transaction (webhooks, decision 0016). The
 * server adds them, as it composes features; `channel` is announced after a commit that wrote some.
 */
export type LeadOutbox = { channel: string; enqueue: (trx: Db, leadIds: readonly string[]) => Promise<number> };

type Pending = { lead: NewLead; resolve: (stored: StoredLead) => void; reject: (error: unknown) => void };

export const LEAD_OUTBOX_CHANNEL = "lead_outbox";
const MAX_BATCH = 500;
/**
 * On SQLite a synced commit blocks the process for a disk flush (0.3 to 5 ms on the machines we
 * measured), during which no request moves on; waiting this long before committing lets the
 * submissions already under way join the same flush instead of each paying for one. Measured
 * on a 5 ms disk: 1 ms beats 0 and 3 ms; on a fast disk the choice is within noise.
 */
const SQLITE_LINGER_MS = 1;

const leadKey = (lead: Pick<NewLead, "projectId" | "idempotencyKey">) => `${lead.projectId}\n${lead.idempotencyKey}`;

/** Queues a notification for each new lead (or one moved out of the spam folder) of a project that has a notification email. */
export async function queueNotifications(trx: Db, leads: readonly { id: string; lead: Pick<NewLead, "projectId" | "created"> }[]): Promise<void> {
  if (leads.length === 0) return;
  const projectIds = [...new Set(leads.map(({ lead }) => lead.projectId))];
  const projects = await trx.selectFrom("projects").select(["id", "settings"]).where("id", "in", projectIds).execute();
  const recipients = new Map(projects.map((project) => [project.id, project.settings.leadNotificationEmail]));
  const rows = leads.flatMap(({ id, lead }) => {
    const recipient = recipients.get(lead.projectId);
    return recipient && isValidEmail(recipient) ? [{ leadId: id, recipient, nextAttemptAt: lead.created, sentAt: null, lastError: null, created: lead.created }] : [];
  });
  if (rows.length > 0) await trx.insertInto("leadNotifications").values(rows).execute();
}

/**
 * Inserts a batch in one statement; a key already stored (a retry) or repeated within the batch
 * (a double click) resolves to the lead that key first made, marked as a duplicate.
 */
async function insertLeads(trx: Db, leads: readonly NewLead[], outboxes: ReadonlySet<LeadOutbox>, announce: Set<string>): Promise<StoredLead[]> {
  const firstByKey = new Map<string, NewLead>();
  for (const lead of leads) if (!firstByKey.has(leadKey(lead))) firstByKey.set(leadKey(lead), lead);
  const inserted = await trx
    .insertInto("leads")
    .values([...firstByKey.values()].map(({ mail: _mail, ...lead }) => ({ id: randomString(16), ...lead, status: "new", updated: lead.created, deletedAt: null })))
    .onConflict((conflict) => conflict.columns(["projectId", "idempotencyKey"]).doNothing())
    .returning(["id", "projectId", "idempotencyKey"])
    .execute();
  const newIds = new Map(inserted.map((row) => [leadKey(row), row.id]));
  const storedIds = new Map(newIds);
  const existing = [...firstByKey.values()].filter((lead) => !newIds.has(leadKey(lead)));
  if (existing.length > 0) {
    const rows = await trx
      .selectFrom("leads")
      .select(["id", "projectId", "idempotencyKey"])
      .where("projectId", "in", [...new Set(existing.map((lead) => lead.projectId))])
      .where("idempotencyKey", "in", existing.map((lead) => lead.idempotencyKey))
      .execute();
    for (const row of rows) if (!storedIds.has(leadKey(row))) storedIds.set(leadKey(row), row.id);
  }
  await queueNotifications(
    trx,
    [...newIds].flatMap(([key, id]) => {
      const lead = firstByKey.get(key);
      return lead?.mail ? [{ id, lead }] : [];
    }),
  );
  for (const outbox of outboxes) if ((await outbox.enqueue(trx, [...newIds.values()])) > 0) announce.add(outbox.channel);
  return leads.map((lead) => {
    const id = storedIds.get(leadKey(lead));
    if (!id) throw new Error("a lead was neither inserted nor found by its key");
    return { id, duplicate: !(newIds.has(leadKey(lead)) && firstByKey.get(leadKey(lead)) === lead) };
  });
}

/**
 * Stores leads with group commit: submissions that arrive while a commit is under way wait and
 * go into the next transaction together, so one disk flush acknowledges many leads. Every
 * promise resolves only after its transaction committed; on SQLite that commit is synced to disk
 * (synchronous=FULL for these transactions) so an acknowledged lead survives a power cut.
 */
export class LeadWriter {
  #queue: Pending[] = [];
  #draining = false;
  readonly #outboxes = new Set<LeadOutbox>();

  constructor(private readonly database: AppDatabase) {}

  addOutbox(outbox: LeadOutbox): void {
    this.#outboxes.add(outbox);
  }

  write(lead: NewLead): Promise<StoredLead> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ lead, resolve, reject });
      if (!this.#draining) {
        this.#draining = true;
        if (this.database.dialect === "sqlite") setTimeout(() => void this.#drain(), SQLITE_LINGER_MS);
        else setImmediate(() => void this.#drain());
      }
    });
  }

  async #drain(): Promise<void> {
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, MAX_BATCH);
      const announce = new Set<string>();
      try {
        const stored = await this.#commit(batch.map((pending) => pending.lead), announce);
        batch.forEach((pending, index) => pending.resolve(stored[index] as StoredLead));
      } catch {
        // One bad lead (its project deleted meanwhile) must not sink the others: retry one by one.
        announce.clear();
        for (const pending of batch) await this.#commit([pending.lead], announce).then(([stored]) => pending.resolve(stored as StoredLead), pending.reject);
      }
      if (batch.some((pending) => pending.lead.mail)) announce.add(LEAD_OUTBOX_CHANNEL);
      for (const channel of announce) await this.database.notifications.notify(channel, "").catch(() => undefined);
    }
    this.#draining = false;
  }

  #commit(leads: readonly NewLead[], announce: Set<string>): Promise<StoredLead[]> {
    const { db, dialect } = this.database;
    const insert = (trx: Db) => insertLeads(trx, leads, this.#outboxes, announce);
    if (dialect !== "sqlite") return db.transaction().execute(insert);
    return db.connection().execute(async (connection) => {
      await sql`pragma synchronous = full`.execute(connection);
      try {
        return await connection.transaction().execute(insert);
      } finally {
        await sql`pragma synchronous = normal`.execute(connection);
      }
    });
  }
}

const writers = new WeakMap<AppDatabase, LeadWriter>();

/** The database's one writer, with these outboxes added (adding one twice keeps one). */
export function leadWriterFor(database: AppDatabase, outboxes: readonly LeadOutbox[] = []): LeadWriter {
  let writer = writers.get(database);
  if (!writer) {
    writer = new LeadWriter(database);
    writers.set(database, writer);
  }
  for (const outbox of outboxes) writer.addOutbox(outbox);
  return writer;
}
