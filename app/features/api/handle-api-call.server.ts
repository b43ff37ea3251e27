import { createHash } from "node:crypto";
import type { AppLoadContext } from "react-router";
import type { z } from "zod";
import { AppError } from "~/lib/app-error";
import type { FieldErrors } from "~/lib/forms/form-result";
import { BodyTooLargeError, chunksOf, readBodyWithin } from "~/lib/read-limited-body";
import { apiError } from "./api-answers";
import { matchPath, type ApiEndpoint, type IfMatch } from "./api-endpoint";
import { parseApiQuery } from "./parse-api-query";
import type { ApiCaller } from "./authenticate-api-token.server";
import { findIdempotentAnswer, IDEMPOTENCY_KEY_PATTERN, keepIdempotentAnswer, requestHashOf } from "./idempotent-answers.server";
import { withinApiRateLimit } from "./rate-limit.server";

/** Refused before the handler runs: a response to send as it is. */
class Refusal extends Error {
  constructor(readonly response: Response) {
    super("refused");
  }
}

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) fieldErrors[issue.path.map(String).join(".") || "body"] ??= issue.message;
  return fieldErrors;
}

function refuseInvalid(error: z.ZodError, what: string): never {
  const fieldErrors = fieldErrorsOf(error);
  const first = Object.entries(fieldErrors)[0];
  throw new Refusal(apiError("INVALID", first ? `${what}: ${first[0]}: ${first[1]}` : `${what} is not valid.`, { fieldErrors }));
}

async function readJsonBody(request: Request, maxBytes: number): Promise<{ text: string; value: unknown }> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new Refusal(apiError("UNSUPPORTED_MEDIA_TYPE", "Send the body as application/json."));
  let bytes: Uint8Array;
  try {
    bytes = request.body ? await readBodyWithin(chunksOf(request.body), maxBytes, request.headers.get("Content-Length")) : new Uint8Array();
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new Refusal(apiError("TOO_LARGE", `The body can be at most ${maxBytes} bytes.`));
    throw new Refusal(apiError("INVALID", "The body could not be read."));
  }
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  try {
    return { text, value: JSON.parse(text) as unknown };
  } catch {
    throw new Refusal(apiError("INVALID", "The body is not valid JSON."));
  }
}

/** A multipart form within `maxBytes`, and the SHA-256 of its bytes for the Idempotency-Key check. */
async function readMultipartBody(request: Request, maxBytes: number): Promise<{ text: string; form: FormData }> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type)) throw new Refusal(apiError("UNSUPPORTED_MEDIA_TYPE", "Send the files as multipart/form-data."));
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = request.body ? await readBodyWithin(chunksOf(request.body), maxBytes, request.headers.get("Content-Length")) : new Uint8Array();
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new Refusal(apiError("TOO_LARGE", `The body can be at most ${maxBytes} bytes.`));
    throw new Refusal(apiError("INVALID", "The body could not be read."));
  }
  try {
    const form = await new Response(bytes, { headers: { "Content-Type": type } }).formData();
    return { text: createHash("sha256").update(bytes).digest("hex"), form };
  } catch {
    throw new Refusal(apiError("INVALID", "The body is not a multipart form."));
  }
}

/**
 * `"7"`, `W/"7"` or `7`: the version an If-Match names; `*` any current version (decision 0051);
 * NaN for anything else, which matches no version.
 */
function ifMatchOf(header: string | null): IfMatch {
  if (header === null) return null;
  if (header.trim() === "*") return "*";
  const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(header);
  return match ? Number(match[1]) : Number.NaN;
}

function jsonHeaders(etag: string | null): Record<string, string> {
  return { "Content-Type": "application/json", "Cache-Control": "no-store", ...(etag === null ? {} : { ETag: etag }) };
}

function findEndpoint(endpoints: readonly ApiEndpoint[], method: string, path: string): { endpoint: ApiEndpoint; params: Record<string, string> } {
  const matching = endpoints.flatMap((endpoint) => {
    const params = matchPath(endpoint.path, path);
    return params ? [{ endpoint, params }] : [];
  });
  if (matching.length === 0) throw new Refusal(apiError("NOT_FOUND", `No endpoint at /api/v1${path}.`));
  const found = matching.find(({ endpoint }) => endpoint.method === method || (method === "HEAD" && endpoint.method === "GET"));
  if (!found) {
    const allow = [...new Set(matching.map(({ endpoint }) => endpoint.method))].join(", ");
    throw new Refusal(apiError("METHOD_NOT_ALLOWED", `Use ${allow}.`, { headers: { Allow: allow } }));
  }
  return found;
}

/**
 * One call of /api/v1 by a caller the gate let through: rate limit, endpoint, scope, input,
 * Idempotency-Key, then the handler; AppErrors become `{error, message}` with their status.
 */
export async function handleApiCall(request: Request, context: AppLoadContext, caller: ApiCaller, endpoints: readonly ApiEndpoint[], path: string): Promise<Response> {
  return withinApiRateLimit(context, caller.tokenId, () => answerCall(request, context, caller, endpoints, path));
}

async function answerCall(request: Request, context: AppLoadContext, caller: ApiCaller, endpoints: readonly ApiEndpoint[], path: string): Promise<Response> {
  try {
    const { endpoint, params } = findEndpoint(endpoints, request.method, path);
    if (!caller.scopes.includes(endpoint.scope)) throw new Refusal(apiError("FORBIDDEN", `This token does not have the ${endpoint.scope} scope.`));
    const pathParsed = endpoint.pathSchema ? endpoint.pathSchema.safeParse(params) : { success: true as const, data: params };
    if (!pathParsed.success) throw new Refusal(apiError("NOT_FOUND", `No endpoint at /api/v1${path}.`));
    const queryParsed = parseApiQuery(endpoint.querySchema, new URL(request.url).searchParams);
    if (!queryParsed.ok) throw new Refusal(apiError("INVALID", queryParsed.message, { fieldErrors: queryParsed.fieldErrors }));
    const multipart = endpoint.multipartBody ? await readMultipartBody(request, endpoint.multipartBody.maxBytes(context)) : null;
    const read = endpoint.bodySchema ? await readJsonBody(request, context.config.bodyLimits.editorSaveBytes) : { text: multipart?.text ?? "", value: undefined };
    const bodyParsed = endpoint.bodySchema ? endpoint.bodySchema.safeParse(read.value) : { success: true as const, data: undefined };
    if (!bodyParsed.success) refuseInvalid(bodyParsed.error, "The body");
    const ifMatch = ifMatchOf(request.headers.get("If-Match"));
    if (endpoint.requiresIfMatch && ifMatch === null) throw new Refusal(apiError("PRECONDITION_REQUIRED", "Send If-Match with the ETag of the version you changed."));

    const key = request.method === "POST" ? request.headers.get("Idempotency-Key") : null;
    if (key !== null && !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new Refusal(apiError("INVALID", "An Idempotency-Key is 1–100 letters, digits, and . _ : -."));
    const requestHash = requestHashOf(request.method, path, read.text);
    if (key !== null) {
      const kept = await findIdempotentAnswer(context.database.db, caller.tokenId, key, requestHash);
      if (kept && !kept.sameRequest) throw new Refusal(apiError("CONFLICT", "This Idempotency-Key was sent with another request."));
      if (kept) return new Response(kept.body, { status: kept.status, headers: { ...jsonHeaders(kept.etag), "Idempotent-Replayed": "true" } });
    }

    const call = { context, caller, path: pathParsed.data, query: queryParsed.data, body: bodyParsed.data, ifMatch, form: multipart?.form ?? null };
    let result;
    try {
      result = await endpoint.handle(call);
    } catch (error) {
      if (error instanceof AppError && error.code === "STALE_VERSION" && ifMatch !== null) throw new AppError("PRECONDITION_FAILED", error.message);
      throw error;
    }
    const status = endpoint.status ?? 200;
    const text = JSON.stringify(result.body);
    // Only where the document declares one (answersWithETag), so the two agree.
    const etag = endpoint.answersWithETag && result.version !== undefined ? `"${result.version}"` : null;
    if (key !== null) await keepIdempotentAnswer(context.database.db, caller.tokenId, key, requestHash, { status, body: text, etag });
    return new Response(text, { status, headers: jsonHeaders(etag) });
  } catch (error) {
    if (error instanceof Refusal) return error.response;
    if (error instanceof AppError) return apiError(error.code, error.message, { fieldErrors: error.fieldErrors });
    throw error;
  }
}
