export type AuthErrorCode =
  | "SIGN_IN_UNAVAILABLE"
  | "PROVIDER_UNREACHABLE"
  | "INVALID_CALLBACK"
  | "INVALID_TOKEN"
  | "NOT_SIGNED_IN"
  | "TOO_MANY_SIGN_INS"
  | "ACCOUNT_INACTIVE";

/** A sign-in or token failure; the message is safe to show, the cause is for the logs. */
export class AuthError extends Error {
  override name = "AuthError";
  constructor(
    readonly code: AuthErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
