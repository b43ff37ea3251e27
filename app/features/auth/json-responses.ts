import { httpStatusOf, type AppErrorCode } from "~/lib/app-error";

/**
 * JSON error bodies of the API: a stable code for programs and a sentence for people. The
 * AppError code sets the HTTP status.
 */
export function jsonError(code: AppErrorCode, error: string, message: string, headers?: HeadersInit): Response {
  return Response.json({ error, message }, { status: httpStatusOf(code), headers });
}

export function methodNotAllowed(allowed: string): Response {
  return jsonError("METHOD_NOT_ALLOWED", "method_not_allowed", `Use ${allowed}.`, { Allow: allowed });
}
