import { sql } from "kysely";
import type { PortableMigration } from "./column-types";

export const assets: PortableMigration = {
  async up(db, types) {
    // Folders are the product's "directories" (docs/product.md#images): one level, names unique per project.
    await db.schema
      .createTable("asset_folders")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addUniqueConstraint("asset_folders_project_name_unique", ["project_id", "name"])
      .execute();

    // Files live in the storage driver under original_key and the variants' keys; a row is
    // written only after every file of the asset is stored.
    await db.schema
      .createTable("assets")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      .addColumn("folder_id", "text", (column) => column.references("asset_folders.id").onDelete("set null"))
      .addColumn("file_name", "text", (column) => column.notNull())
      .addColumn("content_type", "text", (column) => column.notNull())
      .addColumn("bytes", "integer", (column) => column.notNull())
      .addColumn("stored_bytes", "integer", (column) => column.notNull())
      .addColumn("width", "integer", (column) => column.notNull())
      .addColumn("height", "integer", (column) => column.notNull())
      .addColumn("original_key", "text", (column) => column.notNull())
      .addColumn("variants", types.json, (column) => column.notNull())
      .addColumn("placeholder", "text")
      .addColumn("alt_text", "text", (column) => column.notNull().defaultTo(sql`''`))
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addColumn("updated", types.timestamp, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("assets_project_created_idx").on("assets").columns(["project_id", "created"]).execute();
    await db.schema.createIndex("assets_folder_idx").on("assets").column("folder_id").execute();
  },

  async down(db) {
    await db.schema.dropTable("assets").ifExists().execute();
    await db.schema.dropTable("asset_folders").ifExists().execute();
  },
};
