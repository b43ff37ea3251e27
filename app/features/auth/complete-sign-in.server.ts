import type { Kysely } from "kysely";
import * as oidc from "openid-client";
import type { Database, UserStatus } from "../../../db/schema";
import type { Config } from "../../../server/config";
import { activeIdentityProvider, identityProviderConfiguration } from "./identity-provider.server";
import { safeRedirectPath } from "./safe-redirect";
import { createSession } from "./sessions.server";
import { signInUser } from "./sign-in-user.server";
import { AppError } from "~/lib/app-error";

const RETRY_MESSAGE = "Sign-in did not complete. Please try again.";

export function isBlockedStatus(status: UserStatus, signupMode: Config["signupMode"]): boolean {
  return status === "suspended" || (signupMode === "approval" && status === "registered");
}

async function takeSignInAttempt(db: Kysely<Database>, state: string) {
  const attempt = await db.deleteFrom("signInAttempts").where("state", "=", state).returningAll().executeTakeFirst();
  if (!attempt || attempt.expiresAt <= new Date()) return null;
  return attempt;
}

/**
 * Handles the provider's redirect back: the state must match the browser's cookie and an unused
 * attempt; openid-client then checks issuer, audience, nonce, expiry and PKCE while redeeming the
 * code. Only then does the sign-in state machine run and a new session start.
 */
export async function completeSignIn(db: Kysely<Database>, config: Config, callbackUrl: URL, stateFromCookie: string | null) {
  const provider = activeIdentityProvider(config.identityProvider);
  const state = callbackUrl.searchParams.get("state");
  const providerError = callbackUrl.searchParams.get("error");
  if (providerError) throw new AppError("INVALID_CALLBACK", RETRY_MESSAGE, { cause: new Error(`provider answered ${providerError}`) });
  if (!state || !stateFromCookie || state !== stateFromCookie) {
    throw new AppError("INVALID_CALLBACK", RETRY_MESSAGE, { cause: new Error("state does not match this browser's sign-in") });
  }
  const attempt = await takeSignInAttempt(db, state);
  if (!attempt) throw new AppError("INVALID_CALLBACK", RETRY_MESSAGE, { cause: new Error("unknown, used or expired state") });

  const configuration = await identityProviderConfiguration(provider);
  const currentUrl = new URL(`/auth/callback${callbackUrl.search}`, config.publicUrl);
  let claims: oidc.IDToken | undefined;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (error) {
    throw new AppError("INVALID_CALLBACK", RETRY_MESSAGE, { cause: error });
  }
  const email = typeof claims?.email === "string" ? claims.email.toLowerCase() : "";
  if (!claims || !email || claims.email_verified === false) {
    throw new AppError("INVALID_CALLBACK", "This account has no verified e-mail address.", { cause: new Error("no verified email claim") });
  }
  const result = await signInUser(
    db,
    {
      issuer: claims.iss,
      subject: claims.sub,
      email,
      name: typeof claims.name === "string" && claims.name.trim() ? claims.name.trim() : email,
      picture: typeof claims.picture === "string" && /^https:\/\//.test(claims.picture) ? claims.picture : null,
    },
    { adminEmails: config.adminEmails },
  );
  const sessionToken = await createSession(db, result.userId);
  // Checked again on the way out: a row may predate a stricter check.
  const redirectTo = isBlockedStatus(result.status, config.signupMode) ? "/unverified" : safeRedirectPath(attempt.redirectTo);
  return { sessionToken, redirectTo, userId: result.userId };
}
