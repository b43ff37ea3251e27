import type { PortableMigration } from "./column-types";

export const signIn: PortableMigration = {
  async up(db, types) {
    // One row per started sign-in: the OpenID checks (PKCE verifier, nonce) and where to go after.
    // The row is deleted when the callback uses it, so a replayed callback finds nothing.
    await db.schema
      .createTable("sign_in_attempts")
      .addColumn("state", "text", (column) => column.primaryKey())
      .addColumn("code_verifier", "text", (column) => column.notNull())
      .addColumn("nonce", "text", (column) => column.notNull())
      .addColumn("redirect_to", "text", (column) => column.notNull())
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addColumn("expires_at", types.timestamp, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("sign_in_attempts_expires_idx").on("sign_in_attempts").column("expires_at").execute();

    // Keys that sign the ID tokens we mint; kept in the database so every app node shares them.
    await db.schema
      .createTable("signing_keys")
      .addColumn("kid", "text", (column) => column.primaryKey())
      .addColumn("private_jwk", types.json, (column) => column.notNull())
      .addColumn("public_jwk", types.json, (column) => column.notNull())
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .execute();
  },

  async down(db) {
    await db.schema.dropTable("signing_keys").ifExists().execute();
    await db.schema.dropTable("sign_in_attempts").ifExists().execute();
  },
};
