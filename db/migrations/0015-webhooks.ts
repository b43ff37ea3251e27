import type { PortableMigration } from "./column-types";

/**
 * Webhooks (docs/product.md#webhooks, decision 0016): a project's endpoints, the outbox of
 * deliveries written in the lead's own transaction, and every attempt to send one.
 */
export const webhooks: PortableMigration = {
  async up(db, types) {
    await db.schema
      .createTable("webhook_endpoints")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("project_id", "text", (column) => column.notNull().references("projects.id").onDelete("cascade"))
      .addColumn("url", "text", (column) => column.notNull())
      // `whsec_` and the base64 of 24 random bytes, as Standard Webhooks libraries expect.
      .addColumn("secret", "text", (column) => column.notNull())
      .addColumn("event_types", types.json, (column) => column.notNull())
      .addColumn("is_enabled", types.boolean, (column) => column.notNull())
      // Why the app turned the endpoint off; null when the owner did, or when it is on.
      .addColumn("disabled_reason", "text")
      // The first failure of the current run of failures; a success clears it.
      .addColumn("first_failure_at", types.timestamp)
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .addColumn("updated", types.timestamp, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("webhook_endpoints_project_idx").on("webhook_endpoints").column("project_id").execute();

    await db.schema
      .createTable("webhook_deliveries")
      // The Standard Webhooks message id, the same on every attempt so receivers can drop repeats:
      // `msg_` with the lead's and the endpoint's ids, so enqueuing a lead twice makes one delivery.
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("endpoint_id", "text", (column) => column.notNull().references("webhook_endpoints.id").onDelete("cascade"))
      // Null for test events.
      .addColumn("lead_id", "text", (column) => column.references("leads.id").onDelete("cascade"))
      .addColumn("event_type", "text", (column) => column.notNull())
      // pending → delivered, or failed (attempts used up, 410, endpoint gone or off).
      .addColumn("state", "text", (column) => column.notNull())
      .addColumn("attempts", "integer", (column) => column.notNull())
      // When a worker may next take it; a worker that takes it moves this forward by its lease.
      .addColumn("next_attempt_at", types.timestamp, (column) => column.notNull())
      .addColumn("delivered_at", types.timestamp)
      .addColumn("created", types.timestamp, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("webhook_deliveries_due_idx").on("webhook_deliveries").columns(["state", "next_attempt_at"]).execute();
    await db.schema.createIndex("webhook_deliveries_endpoint_idx").on("webhook_deliveries").columns(["endpoint_id", "created"]).execute();

    await db.schema
      .createTable("webhook_attempts")
      .addColumn("id", "text", (column) => column.primaryKey())
      .addColumn("delivery_id", "text", (column) => column.notNull().references("webhook_deliveries.id").onDelete("cascade"))
      .addColumn("started_at", types.timestamp, (column) => column.notNull())
      .addColumn("duration_ms", "integer", (column) => column.notNull())
      // Null when no answer came (refused target, timeout, connection error).
      .addColumn("status_code", "integer")
      .addColumn("error", "text")
      .addColumn("response_snippet", "text")
      .execute();
    await db.schema.createIndex("webhook_attempts_delivery_idx").on("webhook_attempts").columns(["delivery_id", "started_at"]).execute();
  },

  async down(db) {
    await db.schema.dropTable("webhook_attempts").execute();
    await db.schema.dropTable("webhook_deliveries").execute();
    await db.schema.dropTable("webhook_endpoints").execute();
  },
};
