import type { RequestHandler } from "express";
import type { IncomingHttpHeaders } from "node:http";
import type { Config } from "./config";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_MESSAGE = "Cross-site request refused.";

/** The origins whose pages may send this app state-changing requests. */
export type SameSiteOrigins = {
  origins: ReadonlySet<string>;
  /** Whether the address a request came in through (its `Host`) counts as well. */
  requestAddressCounts: boolean;
};

/**
 * With PUBLIC_URL set, only its origin: a `Host` header is whatever the sender wrote, so matching
 * it proves nothing. Without PUBLIC_URL (a first start or development, reached as localhost or by
 * a LAN address alike) the address the request came in through counts too.
 *
 * This is the one place that says which origins are this app's own. A project's own domains are
 * same-site for that project's lead posts only, which lead capture asks the host map about
 * (server/custom-domains/domain-origins.ts, docs/product.md#serving-on-a-domain).
 */
export function sameSiteOrigins(config: Pick<Config, "publicUrl" | "publicUrlSet">): SameSiteOrigins {
  return { origins: new Set([config.publicUrl.origin]), requestAddressCounts: !config.publicUrlSet };
}

/**
 * Whether a browser sent this state-changing request from another site: an `Origin` that is not
 * one of ours, or no Origin but `Sec-Fetch-Site: cross-site`. `protocol` is the one the client
 * used. Programs that send neither (API clients with bearer tokens, server-to-server calls) are
 * not affected.
 */
export function isCrossSiteRequest(headers: IncomingHttpHeaders, ours: SameSiteOrigins, protocol: string): boolean {
  const origin = headers.origin;
  if (!origin) return headers["sec-fetch-site"] === "cross-site";
  if (ours.origins.has(origin)) return false;
  return !(ours.requestAddressCounts && origin === `${protocol}://${headers.host ?? ""}`);
}

/** Refuses cross-site state-changing requests (CSRF) for the whole app. */
export function refuseCrossSiteRequests(ours: SameSiteOrigins): RequestHandler {
  return (request, response, next) => {
    if (SAFE_METHODS.has(request.method)) return next();
    if (!isCrossSiteRequest(request.headers, ours, request.protocol)) return next();
    request.log.warn({ origin: request.headers.origin, path: request.path }, "cross-site request refused");
    response.status(403).type("text/plain").send(CROSS_SITE_MESSAGE);
  };
}
