import type { PortableMigration } from "./column-types";

export const usersPartnersSessions: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable("users")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("email", "text", (column) => column.notNull())
      .addColumn("status", "text", (column) => column.notNull().defaultTo("registered"))
      .addColumn("photo_url", "text")
      .addColumn("roles", types.json, (column) => column.notNull())
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addColumn("updated", types.timestamp, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("users_email_idx").on("users").column("email").execute();
    await db.schema.createIndex("users_created_idx").on("users").column("created").execute();

    await db.schema
      .createTable("identities")
      .addColumn("issuer", "text", (column) => column.notNull())
      .addColumn("subject", "text", (column) => column.notNull())
      .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addPrimaryKeyConstraint("identities_pk", ["issuer", "subject"])
      .execute();
    await db.schema.createIndex("identities_user_idx").on("identities").column("user_id").execute();

    await db.schema
      .createTable("partners")
      .addColumn("id", "text", (column) => column.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("display_name", "text", (column) => column.notNull())
      .addColumn("company", "text")
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addColumn("updated", types.timestamp, (column) => column.notNull())
      .execute();

    await db.schema
      .createTable("sessions")
      .addColumn("token_hash", "text", (column) => column.primaryKey())
      .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addColumn("last_seen_at", types.timestamp, (column) => column.notNull())
      .addColumn("expires_at", types.timestamp, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();
    await db.schema.createIndex("sessions_expires_idx").on("sessions").column("expires_at").execute();

    await db.schema
      .createTable("analytics_events")
      .addColumn("id", types.serialKey, (column) => column.primaryKey())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("params", types.json, (column) => column.notNull())
      .addColumn("user_id", "text", (column) => column.references("users.id").onDelete("set null"))
      .addColumn("project_id", "text")
      .addColumn("occurred_at", types.timestamp, (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex("analytics_events_name_time_idx")
      .on("analytics_events")
      .columns(["name", "occurred_at"])
      .execute();
  },

  async down(db) {
    for (const table of ["analytics_events", "sessions", "partners", "identities", "users"]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
