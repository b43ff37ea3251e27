import type { PortableMigration } from "./column-types";

/**
 * Personal access tokens for the REST API (docs/api.md, docs/decisions/0034-a-public-api-beside-the-screens.md)
 * and the POST answers kept for their Idempotency-Key. Only a token's SHA-256 is stored.
 */
export const apiTokens: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable("api_tokens")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("token_hash", "text", (column) => column.notNull().unique())
      // The first characters after the prefix, so a person can tell their tokens apart.
      .addColumn("token_hint", "text", (column) => column.notNull())
      .addColumn("scopes", types.json, (column) => column.notNull())
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addColumn("expires_at", types.timestamp, (column) => column.notNull())
      .addColumn("last_used_at", types.timestamp)
      .addColumn("revoked_at", types.timestamp)
      .execute();
    await db.schema.createIndex("api_tokens_user_idx").on("api_tokens").column("user_id").execute();

    await db.schema
      .createTable("api_idempotent_answers")
      .addColumn("token_id", "text", (column) => column.notNull().references("api_tokens.id").onDelete("cascade"))
      .addColumn("idempotency_key", "text", (column) => column.notNull())
      // Method, path and body digest: the same key with another request is refused, not replayed.
      .addColumn("request_hash", "text", (column) => column.notNull())
      .addColumn("status", "integer", (column) => column.notNull())
      .addColumn("body", "text", (column) => column.notNull())
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addPrimaryKeyConstraint("api_idempotent_answers_pk", ["token_id", "idempotency_key"])
      .execute();
    await db.schema.createIndex("api_idempotent_answers_created_idx").on("api_idempotent_answers").column("created").execute();
  },

  async down(db) {
    await db.schema.dropTable("api_idempotent_answers").execute();
    await db.schema.dropTable("api_tokens").execute();
  },
};
