import type { PortableMigration } from "./column-types";

/**
 * Webhooks per endpoint (decision 0016): an index that finds one endpoint's due deliveries
 * without reading the others', since each endpoint is a queue of its own; and the secret a
 * rotation replaced, which still signs beside the new one until it expires (docs/webhooks.md).
 */
export const webhookQueuesAndSecretOverlap: PortableMigration = {
  async up(db, types) {
    await db.schema.createIndex("webhook_deliveries_endpoint_due_idx").on("webhook_deliveries").columns(["endpoint_id", "state", "next_attempt_at"]).execute();
    await db.schema.alterTable("webhook_endpoints").addColumn("previous_secret", "text").execute();
    await db.schema.alterTable("webhook_endpoints").addColumn("previous_secret_expires_at", types.timestamp).execute();
  },

  async down(db) {
    await db.schema.alterTable("webhook_endpoints").dropColumn("previous_secret_expires_at").execute();
    await db.schema.alterTable("webhook_endpoints").dropColumn("previous_secret").execute();
    await db.schema.dropIndex("webhook_deliveries_endpoint_due_idx").execute();
  },
};
