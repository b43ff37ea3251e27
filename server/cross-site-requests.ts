import type { RequestHandler } from "express";
import type { IncomingHttpHeaders } from "node:http";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a browser sent this state-changing request from another site: a foreign `Origin`, or
 * no Origin but `Sec-Fetch-Site: cross-site`. Programs that send neither (API clients with bearer
 * tokens, server-to-server calls) are not affected.
 */
export function isCrossSiteRequest(headers: IncomingHttpHeaders, ownOrigins: readonly string[]): boolean {
  const origin = headers.origin;
  return origin ? origin === "null" || !ownOrigins.includes(origin) : headers["sec-fetch-site"] === "cross-site";
}

/** The origins this app answers on: its public URL and the address the request came in through. */
export function ownOriginsOf(publicUrl: URL, protocol: string, host: string | undefined): string[] {
  return [publicUrl.origin, `${protocol}://${host ?? ""}`];
}

/** Refuses cross-site state-changing requests (CSRF) for the whole app. */
export function refuseCrossSiteRequests(publicUrl: URL): RequestHandler {
  return (request, response, next) => {
    if (SAFE_METHODS.has(request.method)) return next();
    if (!isCrossSiteRequest(request.headers, ownOriginsOf(publicUrl, request.protocol, request.headers.host))) return next();
    request.log.warn({ origin: request.headers.origin, path: request.path }, "cross-site request refused");
    response.status(403).type("text/plain").send("Cross-site request refused.");
  };
}
