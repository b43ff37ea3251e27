import type { PortableMigration } from "./column-types";

/**
 * The language each published page and module document is written in (its `<html lang>`), kept
 * beside it so lead capture knows what the visitor read without parsing the document, and each
 * lead's copy of it (`docs/product.md#lead-capture`). Documents and leads stored before have none;
 * lead capture reads an older document's `lang` from its body instead.
 */
export const documentAndLeadLanguage: PortableMigration = {
  async up(db) {
    await db.schema.alterTable("published_documents").addColumn("language", "text").execute();
    await db.schema.alterTable("leads").addColumn("language", "text").execute();
  },

  async down(db) {
    await db.schema.alterTable("leads").dropColumn("language").execute();
    await db.schema.alterTable("published_documents").dropColumn("language").execute();
  },
};
