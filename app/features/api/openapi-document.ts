import { z } from "zod";
import { httpStatusOf, type AppErrorCode } from "~/lib/app-error";
import { leadRepresentationSchema } from "~/lib/lead-representation";
import type { ApiEndpoint } from "./api-endpoint";

type JsonSchema = Record<string, unknown>;

/** The refusal body every endpoint may answer with, shared by all error responses. */
export const apiErrorSchema = z.object({
  error: z.string().meta({ description: "The error code in lower case, such as not_found or invalid." }),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});

export function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
  return rest;
}

function parametersOf(schema: z.ZodType | undefined, location: "path" | "query"): JsonSchema[] {
  if (!schema) return [];
  const json = jsonSchemaOf(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: location, required: location === "path" || required.has(name), schema: property }));
}

const errorResponse = { description: "Refused: see `error` and `message`.", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };

function refusalsOf(endpoint: ApiEndpoint): AppErrorCode[] {
  const codes: AppErrorCode[] = ["INVALID_TOKEN", "FORBIDDEN", "NOT_FOUND", "TOO_MANY_REQUESTS"];
  if (endpoint.querySchema || endpoint.bodySchema || endpoint.multipartBody) codes.push("INVALID");
  if (endpoint.method !== "GET") codes.push("CONFLICT");
  if (endpoint.bodySchema || endpoint.multipartBody) codes.push("TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE");
  if (endpoint.requiresIfMatch) codes.push("PRECONDITION_FAILED", "PRECONDITION_REQUIRED");
  return codes;
}

function operationOf(endpoint: ApiEndpoint): JsonSchema {
  const responses: Record<string, unknown> = {
    [String(endpoint.status ?? 200)]: { description: "Done.", content: { "application/json": { schema: jsonSchemaOf(endpoint.response, "output") } } },
  };
  for (const code of refusalsOf(endpoint)) responses[String(httpStatusOf(code))] = errorResponse;
  const parameters = [...parametersOf(endpoint.pathSchema, "path"), ...parametersOf(endpoint.querySchema, "query")];
  if (endpoint.requiresIfMatch) parameters.push({ name: "If-Match", in: "header", required: true, schema: { type: "string" }, description: "The ETag of the version this write changes." });
  if (endpoint.method === "POST") parameters.push({ name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", pattern: "^[A-Za-z0-9_.:-]{1,100}$" }, description: "Sent again with the same request, the first answer is replayed." });
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    security: [{ bearer: [endpoint.scope] }],
    "x-scope": endpoint.scope,
    ...(parameters.length ? { parameters } : {}),
    ...(endpoint.bodySchema ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchemaOf(endpoint.bodySchema, "input") } } } } : {}),
    ...(endpoint.multipartBody ? { requestBody: { required: true, content: { "multipart/form-data": { schema: jsonSchemaOf(endpoint.multipartBody.schema, "input") } } } } : {}),
    responses,
  };
}

/**
 * What a webhook endpoint is sent (docs/webhooks.md): the Standard Webhooks envelope around the
 * lead in the same shape the lead endpoints answer with (decision 0050), and the project's name.
 */
const webhookEventSchema = z.object({
  type: z.enum(["lead.created", "webhook.test"]).meta({ description: "webhook.test carries a sample lead made from the project's forms." }),
  timestamp: z.iso.datetime(),
  data: leadRepresentationSchema.extend({ projectName: z.string() }),
});

function webhookOf(type: string, summary: string): JsonSchema {
  return {
    post: {
      summary,
      parameters: ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => ({ name, in: "header", required: true, schema: { type: "string" } })),
      requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/WebhookEvent" } } } },
      responses: { "2XX": { description: `Any 2xx within 10 s acknowledges the ${type}; anything else is tried again.` } },
    },
  };
}

/** The OpenAPI 3.1 document of /api/v1, generated from the endpoints' zod schemas (docs/api.md). */
export function openApiDocument(endpoints: readonly ApiEndpoint[], serverUrl: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const item = (paths[endpoint.path] ??= {});
    item[endpoint.method.toLowerCase()] = operationOf(endpoint);
  }
  return {
    openapi: "3.1.0",
    info: { title: "Pagewright API", version: "1", description: "Personal access tokens (Authorization: Bearer pw_…) act for their person with the scopes they were given; project roles still apply." },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "A personal access token from /account/tokens." } },
      schemas: { Error: jsonSchemaOf(apiErrorSchema, "output"), Lead: jsonSchemaOf(leadRepresentationSchema, "output"), WebhookEvent: jsonSchemaOf(webhookEventSchema, "output") },
    },
    paths,
    webhooks: {
      "lead.created": webhookOf("lead.created", "A new lead, sent to each webhook endpoint of its project."),
      "webhook.test": webhookOf("webhook.test", "\"Send a test event\": a sample lead with every field the project's forms ask."),
    },
  };
}
