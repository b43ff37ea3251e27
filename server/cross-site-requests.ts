import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sends from another site (CSRF): a foreign
 * `Origin`, or no Origin but `Sec-Fetch-Site: cross-site`. Programs that send neither (API
 * clients with bearer tokens, server-to-server calls) are not affected.
 */
export function refuseCrossSiteRequests(publicUrl: URL): RequestHandler {
  return (request, response, next) => {
    if (SAFE_METHODS.has(request.method)) return next();
    const origin = request.headers.origin;
    const ownOrigins = [publicUrl.origin, `${request.protocol}://${request.headers.host ?? ""}`];
    const foreign = origin ? origin === "null" || !ownOrigins.includes(origin) : request.headers["sec-fetch-site"] === "cross-site";
    if (!foreign) return next();
    request.log.warn({ origin, path: request.path }, "cross-site request refused");
    response.status(403).type("text/plain").send("Cross-site request refused.");
  };
}
