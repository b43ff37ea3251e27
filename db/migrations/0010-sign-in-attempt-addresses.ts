import type { PortableMigration } from "./column-types";

export const signInAttemptAddresses: PortableMigration = {
  async up(db) {
    // Who started each sign-in (IPv4 address or IPv6 /64), so one address cannot keep starting
    // them without end. Attempts from before this migration count for nobody.
    await db.schema.alterTable("sign_in_attempts").addColumn("client_address", "text", (column) => column.notNull().defaultTo("")).execute();
    await db.schema.createIndex("sign_in_attempts_address_idx").on("sign_in_attempts").columns(["client_address", "expires_at"]).execute();
  },

  async down(db) {
    await db.schema.dropIndex("sign_in_attempts_address_idx").ifExists().execute();
    await db.schema.alterTable("sign_in_attempts").dropColumn("client_address").execute();
  },
};
