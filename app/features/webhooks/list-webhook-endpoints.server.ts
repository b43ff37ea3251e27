import type { Db } from "~/access/project-access.server";
import type { ProjectGrant } from "~/access/project-access.server";
import { relativeTime } from "~/lib/relative-time";

const DELIVERIES_SHOWN = 25;

export type AttemptView = { startedAt: string; when: string; durationMs: number; statusCode: number | null; error: string | null; responseSnippet: string | null };
export type DeliveryView = { id: string; eventType: string; state: string; attempts: AttemptView[]; nextAttempt: string | null; created: string };
export type EndpointView = { id: string; url: string; isEnabled: boolean; disabledReason: string | null; created: string; deliveries: DeliveryView[] };

/**
 * The project's endpoints, each with its latest deliveries and every attempt of them, for the
 * integrations screen. Secrets are never part of it: they are shown once, when made.
 */
export async function listWebhookEndpoints(db: Db, project: ProjectGrant, now = new Date()): Promise<EndpointView[]> {
  const endpoints = await db
    .selectFrom("webhookEndpoints")
    .select(["id", "url", "isEnabled", "disabledReason", "created"])
    .where("projectId", "=", project.id)
    .orderBy("created")
    .execute();
  return Promise.all(
    endpoints.map(async (endpoint) => {
      const deliveries = await db
        .selectFrom("webhookDeliveries")
        .select(["id", "eventType", "state", "nextAttemptAt", "created"])
        .where("endpointId", "=", endpoint.id)
        .orderBy("created", "desc")
        .orderBy("id")
        .limit(DELIVERIES_SHOWN)
        .execute();
      const attempts =
        deliveries.length === 0
          ? []
          : await db
              .selectFrom("webhookAttempts")
              .select(["deliveryId", "startedAt", "durationMs", "statusCode", "error", "responseSnippet"])
              .where("deliveryId", "in", deliveries.map((delivery) => delivery.id))
              .orderBy("startedAt")
              .execute();
      return {
        id: endpoint.id,
        url: endpoint.url,
        isEnabled: endpoint.isEnabled,
        disabledReason: endpoint.disabledReason,
        created: relativeTime(endpoint.created, now),
        deliveries: deliveries.map((delivery) => ({
          id: delivery.id,
          eventType: delivery.eventType === "test" ? "webhook.test" : delivery.eventType,
          state: delivery.state,
          created: relativeTime(delivery.created, now),
          nextAttempt: delivery.state === "pending" ? relativeTime(delivery.nextAttemptAt, now) : null,
          attempts: attempts
            .filter((attempt) => attempt.deliveryId === delivery.id)
            .map(({ startedAt, durationMs, statusCode, error, responseSnippet }) => ({ startedAt: startedAt.toISOString(), when: relativeTime(startedAt, now), durationMs, statusCode, error, responseSnippet })),
        })),
      };
    }),
  );
}

/** Endpoints the app turned off for failing, for the banners of the leads inbox and the settings. */
export async function listDisabledWebhooks(db: Db, projectId: string): Promise<{ id: string; url: string }[]> {
  return db.selectFrom("webhookEndpoints").select(["id", "url"]).where("projectId", "=", projectId).where("isEnabled", "=", false).where("disabledReason", "is not", null).execute();
}
