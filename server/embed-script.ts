import type { RequestHandler } from "express";
import { createHash } from "node:crypto";
import { EMBED_SCRIPT_FILE } from "../app/features/urls/embed-listener";

const body = Buffer.from(EMBED_SCRIPT_FILE);
const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/**
 * `/embed.js`: the embed listener as a file, for hosts whose CSP forbids inline scripts
 * (docs/product.md#embedding-modules). Any site may load it (it is a script, read cross-origin);
 * no cookie is read or set; cached for an hour, revalidated by its ETag.
 */
export function serveEmbedScript(): RequestHandler {
  return (request, response, next) => {
    if (request.path !== "/" || (request.method !== "GET" && request.method !== "HEAD")) return next();
    response.set({
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
      "Cross-Origin-Resource-Policy": "cross-origin",
      "X-Content-Type-Options": "nosniff",
      ETag: etag,
    });
    if (request.headers["if-none-match"] === etag) return void response.status(304).end();
    response.status(200).end(request.method === "HEAD" ? undefined : body);
  };
}
