import { httpStatusOf, type AppErrorCode } from "~/lib/app-error";
import type { FieldErrors } from "~/lib/forms/form-result";

/** The body of every refusal of the API (docs/api.md#errors): `error` is the code in lower case. */
export type ApiErrorBody = { error: string; message: string; fieldErrors?: FieldErrors };

export function apiErrorBody(code: AppErrorCode, message: string, fieldErrors?: FieldErrors): ApiErrorBody {
  return fieldErrors && Object.keys(fieldErrors).length > 0 ? { error: code.toLowerCase(), message, fieldErrors } : { error: code.toLowerCase(), message };
}

/** A refusal as a response; the status comes from the code. */
export function apiError(code: AppErrorCode, message: string, init: { fieldErrors?: FieldErrors; headers?: HeadersInit } = {}): Response {
  return apiJson(apiErrorBody(code, message, init.fieldErrors), httpStatusOf(code), init.headers);
}

/** JSON that no cache keeps: every answer is one person's data. */
export function apiJson(body: unknown, status = 200, headers?: HeadersInit): Response {
  const response = Response.json(body, { status, headers });
  response.headers.set("Cache-Control", "no-store");
  return response;
}
