import * as oidc from "openid-client";
import type { IdentityProviderConfig } from "../../../server/config";
import { AppError } from "~/lib/app-error";

export type ActiveIdentityProvider = Exclude<IdentityProviderConfig, { kind: "none" }>;

// Discovery is cached once it succeeds; a failure is not cached, so the next sign-in tries again.
const discovered = new Map<string, Promise<oidc.Configuration>>();

async function discover(provider: ActiveIdentityProvider): Promise<oidc.Configuration> {
  if (provider.kind === "google") {
    return oidc.discovery(provider.issuer, provider.clientId, provider.clientSecret, undefined, { timeout: 10 });
  }
  // The local provider is served over plain http on a loopback address; openid-client refuses
  // that unless told, and we tell it only for this provider.
  const execute = provider.issuer.protocol === "http:" ? [oidc.allowInsecureRequests] : [];
  return oidc.discovery(provider.issuer, provider.clientId, undefined, oidc.None(), { execute, timeout: 10 });
}

export function activeIdentityProvider(provider: IdentityProviderConfig): ActiveIdentityProvider {
  if (provider.kind === "none") {
    throw new AppError("SIGN_IN_UNAVAILABLE", "Sign-in is not configured on this server.");
  }
  return provider;
}

export async function identityProviderConfiguration(provider: ActiveIdentityProvider): Promise<oidc.Configuration> {
  const key = `${provider.kind}:${provider.issuer.href}:${provider.clientId}`;
  let pending = discovered.get(key);
  if (!pending) {
    pending = discover(provider);
    discovered.set(key, pending);
  }
  try {
    return await pending;
  } catch (error) {
    discovered.delete(key);
    throw new AppError("PROVIDER_UNREACHABLE", "The sign-in service could not be reached.", { cause: error });
  }
}
