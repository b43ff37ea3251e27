import express, { type Router } from "express";
import { createHash } from "node:crypto";
import type { Logger } from "pino";
import { isValidEmail } from "../../app/lib/email";
import { renderInteractionPage } from "./interaction-page";
import { MemoryAdapter } from "./memory-adapter";
import { loadOrCreateProviderKeys } from "./provider-keys";

type LocalProviderOptions = { issuer: URL; clientId: string; redirectUri: URL; dataDir: string; logger: Logger };

type LocalAccount = { email: string; name: string };

/** The same person always gets the same subject, as with Google. */
function subjectFor(email: string): string {
  return createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 32);
}

/**
 * Makes the provider build every address it hands out (discovery document, redirects) and decide
 * on Secure cookies from the issuer's origin instead of the request's. Behind a TLS-terminating
 * proxy the request arrives over plain http, and Koa would otherwise advertise http endpoints that
 * openid-client refuses for an https issuer; the issuer comes from PUBLIC_URL, so no forwarding
 * header needs to be believed. Koa documents its `request` prototype as the place to extend requests.
 */
function advertisePublicOrigin(koa: { request: object }, issuer: URL): void {
  const scheme = issuer.protocol.slice(0, -1);
  Object.defineProperties(koa.request, {
    protocol: { get: () => scheme },
    host: { get: () => issuer.host },
  });
}

/**
 * A real OpenID Connect provider (oidc-provider) mounted in our own server, so sign-in runs the
 * same authorization-code flow as with Google on a machine that cannot reach Google.
 */
export async function createLocalOidcProvider(options: LocalProviderOptions): Promise<Router> {
  // Loaded only when the local provider is used: a server signing in with Google never needs it.
  const { default: Provider } = await import("oidc-provider");
  const keys = await loadOrCreateProviderKeys(options.dataDir);
  const accounts = new Map<string, LocalAccount>();
  const mountPath = options.issuer.pathname.replace(/\/$/, "");

  const provider = new Provider(options.issuer.href, {
    adapter: MemoryAdapter,
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: "none",
        redirect_uris: [options.redirectUri.href],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [keys.signingKey] },
    cookies: { keys: keys.cookieKeys },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "picture"] },
    // Google puts the profile claims in the ID token; so do we.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    // Short lives: these records only bridge one sign-in to our own session.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    interactions: { url: (_context, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    findAccount: (_context, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, email: account.email, email_verified: true, name: account.name }) };
    },
    renderError: (context, output) => {
      context.type = "text/plain; charset=utf-8";
      context.body = `Sign-in failed: ${String(output.error_description ?? output.error)}`;
    },
  });
  provider.on("server_error", (_context, error) => options.logger.error({ err: error }, "local OpenID provider error"));
  advertisePublicOrigin(provider.app, options.issuer);

  const router = express.Router();
  router.get(`${mountPath}/interaction/:uid`, async (request, response, next) => {
    try {
      const details = await provider.interactionDetails(request, response);
      response.type("html").send(renderInteractionPage({ action: `${mountPath}/interaction/${details.uid}/login`, email: "", name: "" }));
    } catch (error) {
      next(error);
    }
  });
  router.post(`${mountPath}/interaction/:uid/login`, express.urlencoded({ extended: false, limit: "4kb" }), async (request, response, next) => {
    try {
      const details = await provider.interactionDetails(request, response);
      const body = request.body as Record<string, unknown>;
      const email = String(body.email ?? "").trim().toLowerCase();
      const name = String(body.name ?? "").trim();
      const error = !isValidEmail(email) ? "Enter a valid e-mail address." : !name || name.length > 120 ? "Enter your name (up to 120 characters)." : undefined;
      if (error) {
        response.status(400).type("html").send(renderInteractionPage({ action: request.originalUrl, email, name, error }));
        return;
      }
      const accountId = subjectFor(email);
      accounts.set(accountId, { email, name });
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope("openid email profile");
      const grantId = await grant.save();
      await provider.interactionFinished(request, response, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
    } catch (error) {
      next(error);
    }
  });
  router.use(mountPath, provider.callback());
  return router;
}
