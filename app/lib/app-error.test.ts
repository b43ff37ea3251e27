import { describe, expect, it } from "vitest";
import { AppError, httpStatusOf, type AppErrorCode } from "./app-error";

// The statuses the README lists under "Errors": clients and tests rely on them, so a code's status never changes silently.
const DOCUMENTED: Record<AppErrorCode, number> = {
  INVALID: 400,
  INVALID_CALLBACK: 400,
  NOT_SIGNED_IN: 401,
  INVALID_TOKEN: 401,
  FORBIDDEN: 403,
  ACCOUNT_INACTIVE: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  STALE_VERSION: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_SIGN_INS: 429,
  PROVIDER_UNREACHABLE: 502,
  SIGN_IN_UNAVAILABLE: 503,
  BUSY: 503,
  PRECONDITION_FAILED: 412,
  PRECONDITION_REQUIRED: 428,
  TOO_MANY_REQUESTS: 429,
};

describe("AppError", () => {
  it("answers every code with the HTTP status the README documents, thrown or not", () => {
    for (const [code, status] of Object.entries(DOCUMENTED) as Array<[AppErrorCode, number]>) {
      expect(httpStatusOf(code), code).toBe(status);
      expect(new AppError(code, "message").status, code).toBe(status);
    }
  });
});
