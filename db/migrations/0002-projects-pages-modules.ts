import { sql } from "kysely";
import type { PortableMigration } from "./column-types";

export const projectsPagesModules: PortableMigration = {
  async up(db, types) {
    // home_page_id has no foreign key: projects and pages would reference each other, which makes
    // cascading deletes dialect-dependent. The use-cases keep it pointing at a page of the project.
    await db.schema
      .createTable("projects")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("owner_id", "text", (column) => column.notNull().references("partners.id").onDelete("cascade"))
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("primary_color", "text", (column) => column.notNull())
      .addColumn("home_page_id", "text")
      .addColumn("settings", types.json, (column) => column.notNull())
      .addColumn("live_publication_id", "text")
      .addColumn("last_published_at", types.timestamp)
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addColumn("updated", types.timestamp, (column) => column.notNull())
      .addCheckConstraint("projects_id_lower_case", sql`id = lower(id)`)
      .execute();
    await db.schema.createIndex("projects_owner_updated_idx").on("projects").columns(["owner_id", "updated"]).execute();

    await db.schema
      .createTable("pages")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      .addColumn("slug", "text", (column) => column.notNull())
      .addColumn("title", "text", (column) => column.notNull())
      .addColumn("position", "integer", (column) => column.notNull())
      .addColumn("sections", types.json, (column) => column.notNull())
      .addColumn("seo", types.json, (column) => column.notNull())
      .addColumn("version", "integer", (column) => column.notNull())
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addColumn("updated", types.timestamp, (column) => column.notNull())
      .addUniqueConstraint("pages_project_slug_unique", ["project_id", "slug"])
      .execute();
    await db.schema.createIndex("pages_project_position_idx").on("pages").columns(["project_id", "position"]).execute();

    // The unique (project_id, slug) constraint also serves listing a project's modules.
    await db.schema
      .createTable("modules")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      .addColumn("slug", "text", (column) => column.notNull())
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("sections", types.json, (column) => column.notNull())
      .addColumn("version", "integer", (column) => column.notNull())
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addColumn("updated", types.timestamp, (column) => column.notNull())
      .addUniqueConstraint("modules_project_slug_unique", ["project_id", "slug"])
      .execute();
  },

  async down(db) {
    for (const table of ["modules", "pages", "projects"]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
