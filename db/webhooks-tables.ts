import type { Timestamp, Json } from "./column-shapes";

/** The events an endpoint may ask for (docs/product.md#webhooks). */
export type WebhookEventType = "lead.created";

/** pending → delivered, or failed for good; see db/migrations/0015-webhooks.ts. */
export type WebhookDeliveryState = "pending" | "delivered" | "failed";

export interface WebhookEndpointsTable {
  id: string;
  projectId: string;
  url: string;
  secret: string;
  /** The secret the last rotation replaced: it still signs beside `secret` until it expires (db/migrations/0029). */
  previousSecret: string | null;
  previousSecretExpiresAt: Timestamp | null;
  eventTypes: Json<WebhookEventType[]>;
  isEnabled: boolean;
  disabledReason: string | null;
  firstFailureAt: Timestamp | null;
  created: Timestamp;
  updated: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: string;
  endpointId: string;
  leadId: string | null;
  eventType: WebhookEventType | "test";
  state: WebhookDeliveryState;
  attempts: number;
  nextAttemptAt: Timestamp;
  deliveredAt: Timestamp | null;
  created: Timestamp;
}

export interface WebhookAttemptsTable {
  id: string;
  deliveryId: string;
  startedAt: Timestamp;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  responseSnippet: string | null;
}
