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

const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The response headers the API sends (docs/api.md), declared once and referred to by each response. */
const responseHeaders: Record<string, JsonSchema> = {
  "RateLimit-Limit": { description: "Calls this token may make per minute, over /api/v1 and /mcp together.", schema: { type: "integer" } },
  "RateLimit-Remaining": { description: "Calls left in this minute.", schema: { type: "integer" } },
  "RateLimit-Reset": { description: "Seconds until the minute ends and the count starts again.", schema: { type: "integer" } },
  "Retry-After": { description: "Seconds to wait before calling again.", required: true, schema: { type: "integer" } },
  ETag: { description: 'The document\'s version, such as "7"; send it as If-Match to change it.', schema: { type: "string" } },
  "Idempotent-Replayed": { description: "true when this is the kept answer to an earlier request with the same Idempotency-Key.", schema: { type: "string", enum: ["true"] } },
  "WWW-Authenticate": { description: "The bearer challenge of a missing, unknown, revoked or expired token.", schema: { type: "string" } },
};

const rateLimitHeaderRefs = { "RateLimit-Limit": header("RateLimit-Limit"), "RateLimit-Remaining": header("RateLimit-Remaining"), "RateLimit-Reset": header("RateLimit-Reset") };

/** A refusal; the token's gate refuses a bad token (401) before any call is counted, so that one has no RateLimit headers. */
function errorResponse(code: AppErrorCode): JsonSchema {
  const headers = code === "INVALID_TOKEN" ? { "WWW-Authenticate": header("WWW-Authenticate") } : code === "TOO_MANY_REQUESTS" ? { ...rateLimitHeaderRefs, "Retry-After": header("Retry-After") } : rateLimitHeaderRefs;
  return { description: "Refused: see `error` and `message`.", headers, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
}

function successHeaders(endpoint: ApiEndpoint): JsonSchema {
  return {
    ...rateLimitHeaderRefs,
    ...(endpoint.answersWithETag ? { ETag: header("ETag") } : {}),
    ...(endpoint.method === "POST" ? { "Idempotent-Replayed": header("Idempotent-Replayed") } : {}),
  };
}

function refusalsOf(endpoint: ApiEndpoint): AppErrorCode[] {
  // INVALID for all: a query parameter the endpoint does not list is refused too (decision 0051).
  const codes: AppErrorCode[] = ["INVALID_TOKEN", "FORBIDDEN", "NOT_FOUND", "TOO_MANY_REQUESTS", "INVALID"];
  if (endpoint.method !== "GET") codes.push("CONFLICT");
  if (endpoint.bodySchema || endpoint.multipartBody) codes.push("TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE");
  if (endpoint.requiresIfMatch) codes.push("PRECONDITION_FAILED", "PRECONDITION_REQUIRED");
  return codes;
}

function operationOf(endpoint: ApiEndpoint): JsonSchema {
  const responses: Record<string, unknown> = {
    [String(endpoint.status ?? 200)]: { description: "Done.", headers: successHeaders(endpoint), content: { "application/json": { schema: jsonSchemaOf(endpoint.response, "output") } } },
  };
  for (const code of refusalsOf(endpoint)) responses[String(httpStatusOf(code))] = errorResponse(code);
  const parameters = [...parametersOf(endpoint.pathSchema, "path"), ...parametersOf(endpoint.querySchema, "query")];
  if (endpoint.requiresIfMatch) parameters.push({ name: "If-Match", in: "header", required: true, schema: { type: "string" }, description: 'The ETag of the version this write changes, or * for whatever version is current (the document must exist).' });
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
      headers: responseHeaders,
    },
    paths,
    webhooks: {
      "lead.created": webhookOf("lead.created", "A new lead, sent to each webhook endpoint of its project."),
      "webhook.test": webhookOf("webhook.test", "\"Send a test event\": a sample lead with every field the project's forms ask."),
    },
  };
}
