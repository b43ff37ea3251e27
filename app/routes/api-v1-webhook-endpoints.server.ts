import { z } from "zod";
import { requireReadableProject } from "~/access/project-access.server";
import { defineEndpoint } from "~/features/api/api-endpoint";
import { createWebhookEndpoint } from "~/features/webhooks/create-webhook-endpoint.server";
import { deleteWebhookEndpoint } from "~/features/webhooks/delete-webhook-endpoint.server";
import { listWebhookEndpoints } from "~/features/webhooks/list-webhook-endpoints.server";
import { webhookEndpointSchema } from "~/features/webhooks/webhook-rules";

// The webhooks endpoints of /api/v1 (docs/api.md): the integrations screen's rules
// (docs/product.md#webhooks): members who see the project read them, only the owner adds and
// deletes, the URL is checked with the same messages and private addresses are refused.

const projectPath = z.object({ projectId: z.string().min(1).max(100) });
const endpointPath = projectPath.extend({ endpointId: z.string().min(1).max(64) });
const webhook = z.object({ id: z.string(), url: z.string(), isEnabled: z.boolean(), disabledReason: z.string().nullable() });

export const webhookEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/projects/{projectId}/webhooks",
    operationId: "listWebhooks",
    summary: "The project's webhook endpoints (their secrets are shown only when made).",
    tag: "Webhooks",
    scope: "projects:read",
    pathSchema: projectPath,
    response: z.object({ webhooks: z.array(webhook) }),
    async handle({ context, caller, path }) {
      const { db } = context.database;
      const project = await requireReadableProject(db, caller.actor, path.projectId);
      const endpoints = await listWebhookEndpoints(db, project);
      return { body: { webhooks: endpoints.map(({ id, url, isEnabled, disabledReason }) => ({ id, url, isEnabled, disabledReason })) } };
    },
  }),
  defineEndpoint({
    method: "POST",
    path: "/projects/{projectId}/webhooks",
    operationId: "createWebhook",
    summary: "Adds an endpoint for lead.created (owner only, at most 10); the answer holds its signing secret, shown this once.",
    tag: "Webhooks",
    scope: "projects:write",
    pathSchema: projectPath,
    bodySchema: z.object({ url: webhookEndpointSchema.shape.url, isEnabled: z.boolean().default(true) }),
    status: 201,
    response: webhook.extend({ secret: z.string() }),
    async handle({ context, caller, path, body }) {
      const isEnabled = body.isEnabled ? "on" : "off";
      const created = await createWebhookEndpoint(context.database.db, caller.actor, { projectId: path.projectId, url: body.url, isEnabled }, context.config.webhooks);
      return { body: { id: created.id, url: new URL(body.url).href, isEnabled: body.isEnabled, disabledReason: null, secret: created.secret } };
    },
  }),
  defineEndpoint({
    method: "DELETE",
    path: "/projects/{projectId}/webhooks/{endpointId}",
    operationId: "deleteWebhook",
    summary: "Deletes an endpoint with its delivery log (owner only); the leads stay in the inbox.",
    tag: "Webhooks",
    scope: "projects:write",
    pathSchema: endpointPath,
    response: z.object({ id: z.string(), deleted: z.literal(true) }),
    async handle({ context, caller, path }) {
      await deleteWebhookEndpoint(context.database.db, caller.actor, path);
      return { body: { id: path.endpointId, deleted: true } };
    },
  }),
];
