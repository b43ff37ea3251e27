import type { FieldErrors } from "./forms/form-result";

/** What went wrong, in words the code can branch on; each code has the HTTP status it answers with. */
export type AppErrorCode =
  | "NOT_FOUND"
  | "FORBIDDEN"
  | "CONFLICT"
  | "INVALID"
  | "STALE_VERSION"
  | "SIGN_IN_UNAVAILABLE"
  | "PROVIDER_UNREACHABLE"
  | "INVALID_CALLBACK"
  | "INVALID_TOKEN"
  | "TOO_MANY_SIGN_INS"
  | "ACCOUNT_INACTIVE"
  | "NOT_SIGNED_IN"
  | "METHOD_NOT_ALLOWED"
  | "TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  /** The server is doing the one thing of this kind it does at a time (a project import); try again later. */
  | "BUSY"
  /** An API write's If-Match names a version that is no longer the stored one (docs/api.md#versions). */
  | "PRECONDITION_FAILED"
  /** An API write that must say which version it changes came without If-Match. */
  | "PRECONDITION_REQUIRED"
  /** Asked too often: an API token over its rate limit, or a domain's “Check now”; the message or RateLimit headers say when to try again. */
  | "TOO_MANY_REQUESTS";

const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  NOT_FOUND: 404,
  FORBIDDEN: 403,
  CONFLICT: 409,
  INVALID: 400,
  STALE_VERSION: 409,
  SIGN_IN_UNAVAILABLE: 503,
  PROVIDER_UNREACHABLE: 502,
  INVALID_CALLBACK: 400,
  INVALID_TOKEN: 401,
  TOO_MANY_SIGN_INS: 429,
  ACCOUNT_INACTIVE: 403,
  NOT_SIGNED_IN: 401,
  METHOD_NOT_ALLOWED: 405,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BUSY: 503,
  PRECONDITION_FAILED: 412,
  PRECONDITION_REQUIRED: 428,
  TOO_MANY_REQUESTS: 429,
};

/** The HTTP status of a refusal with this code, for answers built without throwing (JSON APIs, form readers). */
export function httpStatusOf(code: AppErrorCode): number {
  return STATUS_BY_CODE[code];
}

/**
 * The one error use-cases throw for a refusal the person can act on. Its message is safe to show;
 * routes turn it into `status` with `message` (and `fieldErrors` for forms), and the `cause`, if
 * any, is for the logs. Anything that is not an AppError is a real fault and ends in a 500.
 */
export class AppError extends Error {
  override name = "AppError";
  readonly status: number;
  readonly fieldErrors: FieldErrors;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    details: { fieldErrors?: FieldErrors; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.status = httpStatusOf(code);
    this.fieldErrors = details.fieldErrors ?? {};
  }
}
