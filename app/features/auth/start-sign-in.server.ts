import type { Kysely } from "kysely";
import * as oidc from "openid-client";
import type { Database } from "../../../db/schema";
import type { Config } from "../../../server/config";
import { addressKey } from "~/lib/address-key.server";
import { activeIdentityProvider, identityProviderConfiguration } from "./identity-provider.server";
import { safeRedirectPath } from "./safe-redirect";
import { AppError } from "~/lib/app-error";

export const SIGN_IN_ATTEMPT_TTL_MS = 10 * 60 * 1000;
export const TOO_MANY_SIGN_INS_MESSAGE = "Too many sign-ins were started from your network and not finished. Wait a few minutes, then try again.";
// An address is an IP address or an IPv6 /64; anything longer came from a forged forwarding header.
const MAX_ADDRESS_LENGTH = 64;

async function countOpenAttempts(db: Kysely<Database>, clientAddress: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom("signInAttempts")
    .select((eb) => eb.fn.countAll<number>().as("open"))
    .where("clientAddress", "=", clientAddress)
    .where("expiresAt", ">", now)
    .executeTakeFirstOrThrow();
  return Number(row.open);
}

/**
 * Starts an authorization-code flow with PKCE, state and nonce. The checks are kept server-side,
 * keyed by state; the browser holds only the state in a cookie to prove it started the flow.
 * Every stored field is short (the destination at most MAX_REDIRECT_PATH_LENGTH), and one address
 * may keep only `signInLimitPerAddress` unfinished sign-ins, so anonymous posts cannot fill the table.
 */
export async function startSignIn(db: Kysely<Database>, config: Config, request: { redirectTo: string | null; clientAddress: string }) {
  const provider = activeIdentityProvider(config.identityProvider);
  const clientAddress = addressKey(request.clientAddress).slice(0, MAX_ADDRESS_LENGTH);
  const now = new Date();
  await db.deleteFrom("signInAttempts").where("expiresAt", "<", now).execute();
  if ((await countOpenAttempts(db, clientAddress, now)) >= config.signInLimitPerAddress) {
    throw new AppError("TOO_MANY_SIGN_INS", TOO_MANY_SIGN_INS_MESSAGE, { cause: new Error(`${clientAddress} has too many unfinished sign-ins`) });
  }
  const configuration = await identityProviderConfiguration(provider);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  let authorizationUrl: URL;
  try {
    authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: new URL("/auth/callback", config.publicUrl).href,
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      nonce,
      // Let people choose the account each time: Google's account chooser, the local provider's form.
      prompt: provider.kind === "google" ? "select_account" : "login",
    });
  } catch (error) {
    // A provider that advertises an endpoint we may not use (http for an https issuer) is as good as unreachable.
    throw new AppError("PROVIDER_UNREACHABLE", "The sign-in service could not be used.", { cause: error });
  }
  await db
    .insertInto("signInAttempts")
    .values({
      state,
      codeVerifier,
      nonce,
      redirectTo: safeRedirectPath(request.redirectTo),
      clientAddress,
      created: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_ATTEMPT_TTL_MS),
    })
    .execute();
  return { authorizationUrl, state };
}
