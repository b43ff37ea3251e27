import type { PortableMigration } from "./column-types";

/**
 * A page's version in each language a site adds (decision 0055): its own address, title, SEO
 * fields and words, laid over the page's shared sections when the site is published.
 */
export const pageLocalizations: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable("page_localizations")
      .addColumn("page_id", "text", (column) => column.notNull().references("pages.id").onDelete("cascade"))
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      .addColumn("language", "text", (column) => column.notNull())
      .addColumn("slug", "text", (column) => column.notNull())
      .addColumn("title", "text", (column) => column.notNull())
      .addColumn("seo", types.json, (column) => column.notNull())
      .addColumn("texts", types.json, (column) => column.notNull())
      .addColumn("version", "integer", (column) => column.notNull())
      // Null while the version is the default language's copy nobody has saved yet: "not translated yet".
      .addColumn("translated_at", types.timestamp)
      .addColumn("updated_by", "text")
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addColumn("updated", types.timestamp, (column) => column.notNull())
      .addPrimaryKeyConstraint("page_localizations_pkey", ["page_id", "language"])
      .addUniqueConstraint("page_localizations_slug_key", ["project_id", "language", "slug"])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable("page_localizations").execute();
  },
};
