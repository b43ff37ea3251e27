import type { RequestHandler } from "express";
import { pipeline } from "node:stream/promises";
import { contentTypeOfKey, type AssetStorage } from "../../app/features/assets/asset-storage";

// Keys carry a hash of their content, so a key's bytes never change.
const IMMUTABLE = "public, max-age=31536000, immutable";
// An SVG opened directly is a document: no script, no plugins, nothing loaded from elsewhere.
const SVG_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/**
 * GET and HEAD /media/{key}: stored files streamed from the storage driver, or 404. The key is
 * checked before the driver sees it; unknown and malformed keys get the same short 404.
 */
export function serveMedia(storage: AssetStorage): RequestHandler {
  return async (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const key = decodeURIComponent(request.path.replace(/^\//, ""));
    const notFound = () => {
      response.status(404).type("text/plain").set("Cache-Control", "no-store").send("Not found");
    };
    if (!contentTypeOfKey(key)) return notFound();
    try {
      if (request.method === "HEAD") {
        const info = await storage.stat(key);
        if (!info) return notFound();
        response.writeHead(200, headersFor(info.contentType, info.size));
        response.end();
        return;
      }
      const file = await storage.get(key);
      if (!file) return notFound();
      response.writeHead(200, headersFor(file.contentType, file.size));
      await pipeline(file.body, response);
    } catch (error) {
      if (response.headersSent) {
        request.log.warn({ err: error, key }, "media response ended early");
        response.destroy();
      } else {
        next(error);
      }
    }
  };
}

function headersFor(contentType: string, size: number): Record<string, string | number> {
  const headers: Record<string, string | number> = {
    "Content-Type": contentType,
    "Content-Length": size,
    "Cache-Control": IMMUTABLE,
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "cross-origin",
  };
  if (contentType === "image/svg+xml") headers["Content-Security-Policy"] = SVG_POLICY;
  return headers;
}
