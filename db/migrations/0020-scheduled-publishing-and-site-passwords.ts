import type { PortableMigration } from "./column-types";

/**
 * Scheduled publishing, pages taken off a live site, and site passwords
 * (docs/product.md#scheduled-publishing, docs/product.md#password-protected-pages,
 * docs/decisions/0033-scheduled-publishing-and-password-protected-pages.md).
 */
export const scheduledPublishingAndSitePasswords: PortableMigration = {
  async up(db, types) {
    // One row per scheduled change; a worker claims due rows, so each runs once on one node.
    await db.schema
      .createTable("publishing_schedules")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      // Null for the whole project, else the campaign page the change is for.
      .addColumn("page_id", "text", (column) => column.references("pages.id").onDelete("cascade"))
      // publish or unpublish.
      .addColumn("action", "text", (column) => column.notNull())
      .addColumn("run_at", types.timestamp, (column) => column.notNull())
      // The IANA zone the partner chose the time in, to show it back the same way.
      .addColumn("time_zone", "text", (column) => column.notNull())
      // After unpublishing, where the addresses send visitors instead of answering 404.
      .addColumn("redirect_to", "text")
      .addColumn("created_by", "text", (column) => column.references("users.id").onDelete("set null"))
      .addColumn("created", types.timestamp, (column) => column.notNull())
      // pending, running, done or failed.
      .addColumn("state", "text", (column) => column.notNull())
      .addColumn("claimed_until_at", types.timestamp)
      .addColumn("ran_at", types.timestamp)
      .addColumn("outcome", "text")
      .execute();
    await db.schema.createIndex("publishing_schedules_due_idx").on("publishing_schedules").columns(["state", "run_at"]).execute();
    await db.schema.createIndex("publishing_schedules_project_idx").on("publishing_schedules").column("project_id").execute();

    // Addresses of a live site that are off: a campaign page after its end, or the whole project
    // (scope '') with a redirect after unpublishing.
    await db.schema
      .createTable("offline_addresses")
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      // '' for the whole project, else a page id.
      .addColumn("scope", "text", (column) => column.notNull())
      .addColumn("redirect_to", "text")
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addPrimaryKeyConstraint("offline_addresses_pk", ["project_id", "scope"])
      .execute();

    await db.schema
      .createTable("site_passwords")
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      // '' for the whole project, else a page id.
      .addColumn("scope", "text", (column) => column.notNull())
      // scrypt, with its parameters and salt; the password itself is never stored.
      .addColumn("password_hash", "text", (column) => column.notNull())
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addPrimaryKeyConstraint("site_passwords_pk", ["project_id", "scope"])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable("site_passwords").execute();
    await db.schema.dropTable("offline_addresses").execute();
    await db.schema.dropTable("publishing_schedules").execute();
  },
};
