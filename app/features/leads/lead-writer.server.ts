import { sql } from "kysely";
import { isValidEmail } from "~/lib/email";
import { randomString } from "~/lib/random-string";
import type { AppDatabase } from "../../../db/database";
import type { LeadFields, LeadSourceKind } from "../../../db/schema";
import type { Db } from "~/features/projects/project-access.server";

export type NewLead = {
  projectId: string;
  sourceKind: LeadSourceKind;
  sourceSlug: string;
  sectionId: string;
  fields: LeadFields;
  searchText: string;
  idempotencyKey: string;
  addressHash: string;
  created: Date;
  /** Whether mail is configured: the project's notification email, read when the lead is stored, gets an outbox row. */
  mail: boolean;
};

/** The stored lead; `duplicate` when the idempotency key had already made it. */
export type StoredLead = { id: string; duplicate: boolean };

type Pending = { lead: NewLead; resolve: (stored: StoredLead) => void; reject: (error: unknown) => void };

export const LEAD_OUTBOX_CHANNEL = "lead_outbox";
const MAX_BATCH = 500;
/**
 * On SQLite a synced commit blocks the process for a disk flush (about 5 ms here), during which
 * no request moves on; waiting this long before committing lets the submissions already under
 * way join the same flush instead of each paying for one. Measured: 1 ms beats 0 and 3 ms.
 */
const SQLITE_LINGER_MS = 1;

async function insertLeads(trx: Db, leads: readonly NewLead[]): Promise<StoredLead[]> {
  const stored: StoredLead[] = [];
  for (const { mail, ...lead } of leads) {
    const inserted = await trx
      .insertInto("leads")
      .values({ id: randomString(16), ...lead, status: "new", updated: lead.created, deletedAt: null })
      .onConflict((conflict) => conflict.columns(["projectId", "idempotencyKey"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) {
      const recipient = mail ? (await trx.selectFrom("projects").select("settings").where("id", "=", lead.projectId).executeTakeFirst())?.settings.leadNotificationEmail : null;
      if (recipient && isValidEmail(recipient)) {
        await trx.insertInto("leadNotifications").values({ leadId: inserted.id, recipient, nextAttemptAt: lead.created, sentAt: null, lastError: null, created: lead.created }).execute();
      }
      stored.push({ id: inserted.id, duplicate: false });
    } else {
      const existing = await trx.selectFrom("leads").select("id").where("projectId", "=", lead.projectId).where("idempotencyKey", "=", lead.idempotencyKey).executeTakeFirstOrThrow();
      stored.push({ id: existing.id, duplicate: true });
    }
  }
  return stored;
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

  constructor(private readonly database: AppDatabase) {}

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
      try {
        const stored = await this.#commit(batch.map((pending) => pending.lead));
        batch.forEach((pending, index) => pending.resolve(stored[index] as StoredLead));
      } catch {
        // One bad lead (its project deleted meanwhile) must not sink the others: retry one by one.
        for (const pending of batch) await this.#commit([pending.lead]).then(([stored]) => pending.resolve(stored as StoredLead), pending.reject);
      }
      if (batch.some((pending) => pending.lead.mail)) await this.database.notifications.notify(LEAD_OUTBOX_CHANNEL, "").catch(() => undefined);
    }
    this.#draining = false;
  }

  #commit(leads: readonly NewLead[]): Promise<StoredLead[]> {
    const { db, dialect } = this.database;
    if (dialect !== "sqlite") return db.transaction().execute((trx) => insertLeads(trx, leads));
    return db.connection().execute(async (connection) => {
      await sql`pragma synchronous = full`.execute(connection);
      try {
        return await connection.transaction().execute((trx) => insertLeads(trx, leads));
      } finally {
        await sql`pragma synchronous = normal`.execute(connection);
      }
    });
  }
}

const writers = new WeakMap<AppDatabase, LeadWriter>();

export function leadWriterFor(database: AppDatabase): LeadWriter {
  let writer = writers.get(database);
  if (!writer) {
    writer = new LeadWriter(database);
    writers.set(database, writer);
  }
  return writer;
}
