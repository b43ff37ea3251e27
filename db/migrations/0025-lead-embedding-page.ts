import type { PortableMigration } from "./column-types";

/**
 * The page that embedded the module a lead was sent through (`docs/product.md#embedding-modules`,
 * decision 0041): its address (origin and path) and its host, which the inbox filters by. Leads
 * stored before it, and leads of pages, have none.
 */
export const leadEmbeddingPage: PortableMigration = {
  async up(db) {
    await db.schema.alterTable("leads").addColumn("embedded_on", "text").execute();
    await db.schema.alterTable("leads").addColumn("embedded_host", "text").execute();
  },

  async down(db) {
    await db.schema.alterTable("leads").dropColumn("embedded_host").execute();
    await db.schema.alterTable("leads").dropColumn("embedded_on").execute();
  },
};
