import type { Kysely } from "kysely";
import * as oidc from "openid-client";
import type { Database } from "../../../db/schema";
import type { Config } from "../../../server/config";
import { activeIdentityProvider, identityProviderConfiguration } from "./identity-provider.server";
import { safeRedirectPath } from "./safe-redirect";

export const SIGN_IN_ATTEMPT_TTL_MS = 10 * 60 * 1000;

/**
 * Starts an authorization-code flow with PKCE, state and nonce. The checks are kept server-side,
 * keyed by state; the browser holds only the state in a cookie to prove it started the flow.
 */
export async function startSignIn(db: Kysely<Database>, config: Config, redirectTo: string | null) {
  const provider = activeIdentityProvider(config.identityProvider);
  const configuration = await identityProviderConfiguration(provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const now = new Date();
  await db.deleteFrom("signInAttempts").where("expiresAt", "<", now).execute();
  await db
    .insertInto("signInAttempts")
    .values({
      state,
      codeVerifier,
      nonce,
      redirectTo: safeRedirectPath(redirectTo),
      created: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_ATTEMPT_TTL_MS),
    })
    .execute();
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: new URL("/auth/callback", config.publicUrl).href,
    scope: "openid email profile",
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
    // Let people choose the account each time: Google's account chooser, the local provider's form.
    prompt: provider.kind === "google" ? "select_account" : "login",
  });
  return { authorizationUrl, state };
}
