import { data, type AppLoadContext } from "react-router";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { AppError } from "~/lib/app-error";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { failure, formValues, runIntent, UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-action.server";
import { readFormData } from "~/lib/read-form-data";
import { createWebhookEndpoint } from "./create-webhook-endpoint.server";
import { deleteWebhookEndpoint } from "./delete-webhook-endpoint.server";
import { WEBHOOK_OUTBOX_CHANNEL } from "./enqueue-lead-deliveries.server";
import { rotateWebhookSecret } from "./rotate-webhook-secret.server";
import { sendDeliveryAgain } from "./send-delivery-again.server";
import { sendTestEvent } from "./send-test-event.server";
import { updateWebhookEndpoint } from "./update-webhook-endpoint.server";

/** What the screen gets back when a secret was just made: the only time it is shown. */
export type ShownSecret = { ok: true; intent: "create-endpoint" | "rotate-secret"; endpointId: string; secret: string };

/** Like runIntent, for the two answers that are data rather than a redirect: a reload must not show the secret again. */
async function showSecretOnce(intent: string, values: Record<string, string>, make: () => Promise<ShownSecret>) {
  try {
    return data(await make());
  } catch (error) {
    if (error instanceof AppError) return failure(intent, error.status, error.message, error.fieldErrors, values);
    throw error;
  }
}

/** The integrations screen's posts, after the route's project gate (docs/product.md#webhooks). */
export async function handleIntegrationsAction(request: Request, context: AppLoadContext, { actor, project: { id: projectId } }: ProjectAccess) {
  const { db } = context.database;
  const values = formValues(await readFormData(request, context.config.bodyLimits.formBytes));
  const intent = values.intent ?? "";
  const endpointId = values.endpointId ?? "";
  const back = `/project/${projectId}/settings/integrations`;
  const wakeWorkers = () => context.database.notifications.notify(WEBHOOK_OUTBOX_CHANNEL, "").catch(() => undefined);
  const endpointInput = { projectId, endpointId, url: values.url ?? "", isEnabled: values.isEnabled === "on" ? ("on" as const) : ("off" as const) };
  switch (intent) {
    case "create-endpoint":
      return showSecretOnce(intent, values, async () => {
        const created = await createWebhookEndpoint(db, actor, { ...endpointInput, isEnabled: "on" }, context.config.webhooks);
        return { ok: true, intent, endpointId: created.id, secret: created.secret };
      });
    case "update-endpoint":
      return runIntent(intent, values, async () => {
        await updateWebhookEndpoint(db, actor, endpointInput, context.config.webhooks);
        return redirectWithFlash(back, endpointInput.isEnabled === "on" ? "Webhook saved. It is on." : "Webhook saved. It is off: new leads are not sent to it.");
      });
    case "rotate-secret":
      return showSecretOnce(intent, values, async () => ({ ok: true, intent, endpointId, secret: await rotateWebhookSecret(db, actor, { projectId, endpointId }) }));
    case "delete-endpoint":
      return runIntent(intent, values, async () => {
        await deleteWebhookEndpoint(db, actor, { projectId, endpointId });
        return redirectWithFlash(back, "Webhook deleted. Your leads stay in the inbox.");
      });
    case "send-again":
      return runIntent(intent, values, async () => {
        await sendDeliveryAgain(db, actor, { projectId, endpointId, deliveryId: values.deliveryId ?? "" });
        await wakeWorkers();
        return redirectWithFlash(back, "Sending again. The log below shows how it went.");
      });
    case "send-test":
      return runIntent(intent, values, async () => {
        await sendTestEvent(db, actor, { projectId, endpointId });
        await wakeWorkers();
        return redirectWithFlash(back, "Test event queued. Reload in a moment to see the answer in the log.");
      });
    default:
      return failure(intent, 400, UNKNOWN_INTENT_MESSAGE, {}, values);
  }
}
