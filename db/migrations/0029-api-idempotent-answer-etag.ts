import type { PortableMigration } from "./column-types";

/**
 * The ETag a kept idempotent answer was sent with, so a replay answers with it too (decision 0051);
 * null for answers without one, and for those kept before.
 */
export const apiIdempotentAnswerEtag: PortableMigration = {
  async up(db) {
    await db.schema.alterTable("api_idempotent_answers").addColumn("etag", "text").execute();
  },

  async down(db) {
    await db.schema.alterTable("api_idempotent_answers").dropColumn("etag").execute();
  },
};
