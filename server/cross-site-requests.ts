import type { RequestHandler } from "express";
import type { IncomingHttpHeaders } from "node:http";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_MESSAGE = "Cross-site request refused.";

/**
 * Whether a browser sent this state-changing request from another site: an `Origin` other than
 * the public URL's and the address the request came in through (`protocol` as the client used
 * it), or no Origin but `Sec-Fetch-Site: cross-site`. Programs that send neither (API clients
 * with bearer tokens, server-to-server calls) are not affected.
 */
export function isCrossSiteRequest(headers: IncomingHttpHeaders, publicUrl: URL, protocol: string): boolean {
  const origin = headers.origin;
  if (!origin) return headers["sec-fetch-site"] === "cross-site";
  return origin === "null" || (origin !== publicUrl.origin && origin !== `${protocol}://${headers.host ?? ""}`);
}

/** Refuses cross-site state-changing requests (CSRF) for the whole app. */
export function refuseCrossSiteRequests(publicUrl: URL): RequestHandler {
  return (request, response, next) => {
    if (SAFE_METHODS.has(request.method)) return next();
    if (!isCrossSiteRequest(request.headers, publicUrl, request.protocol)) return next();
    request.log.warn({ origin: request.headers.origin, path: request.path }, "cross-site request refused");
    response.status(403).type("text/plain").send(CROSS_SITE_MESSAGE);
  };
}
