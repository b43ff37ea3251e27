import type { PortableMigration } from "./column-types";

export const publicationSources: PortableMigration = {
  async up(db, types) {
    // What each publication was made from (a fingerprint per page, module and the settings) and
    // what it changed against the publication that was live before it, so a publish with nothing
    // new makes no version and the versions list can say what each one changed
    // (docs/product.md#publishing). Publications made before this migration have neither.
    await db.schema.alterTable("publications").addColumn("source_fingerprints", types.json).execute();
    await db.schema.alterTable("publications").addColumn("change_summary", types.json).execute();
  },

  async down(db) {
    await db.schema.alterTable("publications").dropColumn("change_summary").execute();
    await db.schema.alterTable("publications").dropColumn("source_fingerprints").execute();
  },
};
