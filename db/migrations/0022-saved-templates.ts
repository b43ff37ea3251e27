import type { PortableMigration } from "./column-types";

/** Templates partners save from their projects, and admins publish to everyone (decision 0035). */
export const savedTemplates: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable("saved_templates")
      .addColumn("id", "text", (column) => column.primaryKey())
      // A partner's templates go with their account; a project's deletion leaves them be.
      .addColumn("owner_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("description", "text", (column) => column.notNull())
      .addColumn("primary_color", "text", (column) => column.notNull())
      .addColumn("page_count", "integer", (column) => column.notNull())
      .addColumn("manifest", types.json, (column) => column.notNull())
      .addColumn("published_at", types.timestamp)
      .addColumn("published_by", "text")
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("saved_templates_owner_idx").on("saved_templates").columns(["owner_id", "created"]).execute();
    await db.schema.createIndex("saved_templates_published_idx").on("saved_templates").column("published_at").execute();
  },

  async down(db) {
    await db.schema.dropTable("saved_templates").execute();
  },
};
