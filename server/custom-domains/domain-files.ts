import express from "express";
import type { ServerResponse } from "node:http";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import type { AssetStorage } from "../../app/features/assets/asset-storage";
import { SITE_FONTS_PATH } from "../../app/lib/site-typography";
import { serveMedia } from "../media/serve-media";
import { requestLogOptions } from "../request-log";
import { serveSiteFonts } from "../site-fonts";
import { serveEmbedScript } from "../embed-script";
import { EMBED_SCRIPT_PATH } from "../../app/features/urls/embed-listener";

export const NOT_FOUND_TEXT = "Not found";

/** The plain 404 of a host or path that is no site's: no page of the app, nothing of the builder. */
export function answerPlainNotFound(response: ServerResponse): void {
  const body = Buffer.from(NOT_FOUND_TEXT);
  response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": body.length, "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
  response.end(body);
}

/**
 * A published site's images and fonts on its own domain (`/media/…`, `/site-fonts/…`), as the app
 * serves them at PUBLIC_URL, and nothing else: whatever they do not have gets the plain 404.
 */
export function createDomainFiles(storage: AssetStorage, logger: Logger): express.Express {
  const files = express();
  files.disable("x-powered-by");
  files.disable("etag");
  files.use(pinoHttp({ ...requestLogOptions, logger, autoLogging: false }));
  files.use("/media", serveMedia(storage));
  files.use(SITE_FONTS_PATH, serveSiteFonts());
  files.use(EMBED_SCRIPT_PATH, serveEmbedScript());
  files.use((_request, response) => answerPlainNotFound(response));
  files.use((error: unknown, request: express.Request, response: express.Response, _next: express.NextFunction) => {
    request.log.error({ err: error }, "could not serve a file of a site");
    if (response.headersSent) return void response.destroy();
    response.status(500).type("text/plain").set("Cache-Control", "no-store").send("Error occured");
  });
  return files;
}
