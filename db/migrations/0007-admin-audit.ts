import type { PortableMigration } from "./column-types";

export const adminAudit: PortableMigration = {
  async up(db, types) {
    // Actor and target are kept as plain ids (no foreign keys) so the log outlives deleted users.
    await db.schema
      .createTable("admin_audit_log")
      .addColumn("id", types.serialKey, (column) => column.primaryKey())
      .addColumn("actor_id", "text", (column) => column.notNull())
      .addColumn("action", "text", (column) => column.notNull())
      .addColumn("target_user_id", "text", (column) => column.notNull())
      .addColumn("details", types.json, (column) => column.notNull())
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("admin_audit_log_created_idx").on("admin_audit_log").column("created").execute();
    await db.schema.createIndex("admin_audit_log_target_idx").on("admin_audit_log").columns(["target_user_id", "created"]).execute();
  },

  async down(db) {
    await db.schema.dropTable("admin_audit_log").ifExists().execute();
  },
};
