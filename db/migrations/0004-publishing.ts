import type { PortableMigration } from "./column-types";

export const publishing: PortableMigration = {
  async up(db, types) {
    // A publication is an immutable, numbered snapshot of a whole project.
    await db.schema
      .createTable("publications")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      .addColumn("number", "integer", (column) => column.notNull())
      .addColumn("published_by", "text")
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addUniqueConstraint("publications_project_number_unique", ["project_id", "number"])
      .execute();

    // Every document of a publication, rendered and compressed once at publish time.
    await db.schema
      .createTable("published_documents")
      .addColumn("publication_id", "text", (column) => column.notNull().references("publications.id").onDelete("cascade"))
      .addColumn("path", "text", (column) => column.notNull())
      .addColumn("source_kind", "text", (column) => column.notNull())
      .addColumn("source_id", "text")
      .addColumn("source_version", "integer")
      .addColumn("content_type", "text", (column) => column.notNull())
      .addColumn("etag", "text", (column) => column.notNull())
      .addColumn("csp", "text")
      .addColumn("body", types.binary, (column) => column.notNull())
      .addColumn("body_br", types.binary, (column) => column.notNull())
      .addColumn("body_gz", types.binary, (column) => column.notNull())
      .addPrimaryKeyConstraint("published_documents_pk", ["publication_id", "path"])
      .execute();

    await db.schema
      .createTable("page_views")
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      .addColumn("path", "text", (column) => column.notNull())
      .addColumn("day", "text", (column) => column.notNull())
      .addColumn("views", "integer", (column) => column.notNull())
      .addPrimaryKeyConstraint("page_views_pk", ["project_id", "day", "path"])
      .execute();
  },

  async down(db) {
    for (const table of ["page_views", "published_documents", "publications"]) await db.schema.dropTable(table).ifExists().execute();
  },
};
