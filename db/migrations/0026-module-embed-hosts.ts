import type { PortableMigration } from "./column-types";

/**
 * Where a module may be embedded (`docs/product.md#embedding-modules`, decision 0043): a JSON list
 * of hosts its published document's `frame-ancestors` names, or null for anywhere, which every
 * module stored before it keeps.
 */
export const moduleEmbedHosts: PortableMigration = {
  async up(db, types) {
    await db.schema.alterTable("modules").addColumn("embed_hosts", types.json).execute();
  },

  async down(db) {
    await db.schema.alterTable("modules").dropColumn("embed_hosts").execute();
  },
};
