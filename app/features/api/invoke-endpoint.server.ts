import type { AppLoadContext } from "react-router";
import { AppError } from "~/lib/app-error";
import type { FieldErrors } from "~/lib/forms/form-result";
import type { ApiEndpoint, ApiResult } from "./api-endpoint";
import type { ApiCaller } from "./authenticate-api-token.server";

function parsed(schema: ApiEndpoint["pathSchema"], value: unknown, what: string): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) fieldErrors[issue.path.map(String).join(".") || what] ??= issue.message;
  const [field, message] = Object.entries(fieldErrors)[0] ?? [what, "is not valid"];
  throw new AppError("INVALID", `${field}: ${message}`, { fieldErrors });
}

/**
 * Runs an endpoint for a caller without HTTP, as the MCP tools do: the same scope check, schemas
 * and handler as /api/v1, refusing with AppError.
 */
export function invokeEndpoint(
  endpoint: ApiEndpoint,
  context: AppLoadContext,
  caller: ApiCaller,
  input: { path?: Record<string, string>; query?: Record<string, unknown>; body?: unknown; ifMatch?: number | null },
): Promise<ApiResult> {
  if (!caller.scopes.includes(endpoint.scope)) throw new AppError("FORBIDDEN", `This token does not have the ${endpoint.scope} scope.`);
  return endpoint.handle({
    context,
    caller,
    path: parsed(endpoint.pathSchema, input.path ?? {}, "path"),
    query: parsed(endpoint.querySchema, input.query ?? {}, "query"),
    body: parsed(endpoint.bodySchema, input.body, "body"),
    ifMatch: input.ifMatch ?? null,
    form: null,
  });
}
