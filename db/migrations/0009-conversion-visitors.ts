import type { PortableMigration } from "./column-types";

export const conversionVisitors: PortableMigration = {
  async up(db) {
    // Who already counted as a conversion today, so a visitor clicking a messaging button again
    // (or a script replaying the click) counts once. The key is a keyed hash of the day, the
    // client address, the user agent and the link; no address is stored, and rows of past days
    // are deleted.
    await db.schema
      .createTable("conversion_visitors")
      .addColumn("day", "text", (column) => column.notNull())
      .addColumn("visitor_key", "text", (column) => column.notNull())
      .addPrimaryKeyConstraint("conversion_visitors_pkey", ["day", "visitor_key"])
      .execute();
  },

  async down(db) {
    await db.schema.dropTable("conversion_visitors").ifExists().execute();
  },
};
