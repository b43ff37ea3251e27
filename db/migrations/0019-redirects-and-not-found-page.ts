import type { PortableMigration } from "./column-types";

/**
 * A project's redirects and its own not-found page (docs/product.md#redirects,
 * docs/decisions/0032-redirects-and-the-not-found-page-go-live-with-a-publication.md). Both are
 * drafts like pages: a publication copies them, and only then do visitors see them.
 */
export const redirectsAndNotFoundPage: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable("project_redirects")
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      // A path below the project, lower-case, starting with a slash: "/old-offer".
      .addColumn("from_path", "text", (column) => column.notNull())
      // Another path below the project, or an absolute http(s) address.
      .addColumn("to_target", "text", (column) => column.notNull())
      // 301 or 302.
      .addColumn("status", "integer", (column) => column.notNull())
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addPrimaryKeyConstraint("project_redirects_pk", ["project_id", "from_path"])
      .execute();
    // No foreign key, like home_page_id: deleting the page clears it in the use case.
    await db.schema.alterTable("projects").addColumn("not_found_page_id", "text").execute();
  },

  async down(db) {
    await db.schema.alterTable("projects").dropColumn("not_found_page_id").execute();
    await db.schema.dropTable("project_redirects").ifExists().execute();
  },
};
