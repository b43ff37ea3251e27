import { sql } from "kysely";
import type { PortableMigration } from "./column-types";

export const leads: PortableMigration = {
  async up(db, types) {
    // Secrets generated once per installation and shared by every node (the data folder is not).
    await db.schema
      .createTable("installation_secrets")
      .addColumn("name", "text", (column) => column.primaryKey())
      .addColumn("value", "text", (column) => column.notNull())
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .execute();

    // The validated sections of a published page or module, so a lead is checked against what
    // visitors saw. Documents published before this migration have none.
    await db.schema.alterTable("published_documents").addColumn("sections", types.json).execute();

    // One row per lead; (project, idempotency key) is unique, so a retried submission finds the
    // lead it already made instead of making another.
    await db.schema
      .createTable("leads")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      .addColumn("source_kind", "text", (column) => column.notNull())
      .addColumn("source_slug", "text", (column) => column.notNull())
      .addColumn("section_id", "text", (column) => column.notNull())
      .addColumn("fields", types.json, (column) => column.notNull())
      .addColumn("search_text", "text", (column) => column.notNull())
      .addColumn("status", "text", (column) => column.notNull())
      .addColumn("idempotency_key", "text", (column) => column.notNull())
      .addColumn("address_hash", "text", (column) => column.notNull())
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addColumn("updated", types.timestamp, (column) => column.notNull())
      .addColumn("deleted_at", types.timestamp)
      .addUniqueConstraint("leads_project_idempotency_unique", ["project_id", "idempotency_key"])
      .execute();
    await db.schema.createIndex("leads_project_created_idx").on("leads").columns(["project_id", "created", "id"]).execute();
    await db.schema.createIndex("leads_deleted_idx").on("leads").column("deleted_at").execute();

    // Fixed-window counters for the rate limits, shared by every node on PostgreSQL.
    await db.schema
      .createTable("lead_rate_counters")
      .addColumn("key", "text", (column) => column.notNull())
      .addColumn("window_start", "bigint", (column) => column.notNull())
      .addColumn("hits", "integer", (column) => column.notNull())
      .addPrimaryKeyConstraint("lead_rate_counters_pk", ["key", "window_start"])
      .execute();

    // The notification outbox: written in the lead's transaction, sent and retried by a worker.
    await db.schema
      .createTable("lead_notifications")
      .addColumn("lead_id", "text", (column) => column.primaryKey().references("leads.id").onDelete("cascade"))
      .addColumn("recipient", "text", (column) => column.notNull())
      .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(sql`0`))
      .addColumn("next_attempt_at", types.timestamp, (column) => column.notNull())
      .addColumn("sent_at", types.timestamp)
      .addColumn("last_error", "text")
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("lead_notifications_due_idx").on("lead_notifications").columns(["sent_at", "next_attempt_at"]).execute();
  },

  async down(db) {
    for (const table of ["lead_notifications", "lead_rate_counters", "leads", "installation_secrets"]) await db.schema.dropTable(table).ifExists().execute();
    await db.schema.alterTable("published_documents").dropColumn("sections").execute();
  },
};
