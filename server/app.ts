import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler, type Router } from "express";
import { sql } from "kysely";
import path from "node:path";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { requestLogOptions } from "./request-log";
import type { ServerBuild } from "react-router";
import type { AssetStorage } from "../app/features/assets/asset-storage";
import type { AppDatabase } from "../db/database";
import type { BuildInfo } from "./build-info";
import { closeAfterUnreadBody } from "./close-after-unread-body";
import type { Config } from "./config";
import { refuseCrossSiteRequests, sameSiteOrigins } from "./cross-site-requests";
import { serveMedia } from "./media/serve-media";
import { SITE_FONTS_PATH } from "../app/lib/site-typography";
import { serveSiteFonts } from "./site-fonts";
import { serveEmbedScript } from "./embed-script";
import { EMBED_SCRIPT_PATH } from "../app/features/urls/embed-listener";
import { pageTargetOf } from "./page-target";
import { refuseMethodsRoutesDoNotTake } from "./route-methods";
import { assignNonce, leaveReferrerPolicyToTheRoute, securityHeaders } from "./security-headers";

export type AppDependencies = {
  config: Config;
  database: AppDatabase;
  logger: Logger;
  buildInfo: BuildInfo;
  /** The React Router server build, or a loader for it (the dev server reloads it per request). */
  serverBuild: ServerBuild | (() => Promise<ServerBuild>);
  /** Built client files to serve (production), or the Vite dev middleware (development). */
  clientFiles: { dir: string } | { devMiddleware: RequestHandler };
  /** The built-in OpenID provider, mounted only when it is the active identity provider. */
  localIdentityProvider: Router | null;
  /** Where uploaded images live; /media serves from it, loaders and actions write to it. */
  storage: AssetStorage;
};

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function staticFiles(dir: string) {
  const router = express.Router();
  // Vite puts a content hash in every file name under /assets, so they never change.
  router.use(
    "/assets",
    express.static(path.join(dir, "assets"), {
      immutable: true,
      maxAge: YEAR_SECONDS * 1000,
      index: false,
      // Template thumbnails are sandboxed srcdoc frames (an opaque origin, decision 0029); their
      // pictures are these hashed SVG illustrations, shown as <img> where no script runs.
      setHeaders: (response, filePath) => {
        if (filePath.endsWith(".svg")) response.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
      },
    }),
  );
  router.use(
    "/builds",
    express.static(path.join(dir, "builds"), {
      index: false,
      setHeaders: (response) => response.setHeader("Cache-Control", "no-cache"),
    }),
  );
  router.use(express.static(dir, { maxAge: 60 * 60 * 1000, index: false }));
  return router;
}

export function createApp(deps: AppDependencies): express.Express {
  const { config, database, logger, buildInfo, storage } = deps;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use(
    pinoHttp({
      ...requestLogOptions,
      logger,
      autoLogging: {
        ignore: (request) =>
          request.url === "/healthz" || request.url?.startsWith("/assets/") === true || request.url?.startsWith("/media/") === true || request.url?.startsWith("/site-fonts/") === true,
      },
    }),
  );

  app.get("/healthz", async (request, response) => {
    try {
      await sql`select 1`.execute(database.db);
      response.json({ status: "ok", build: buildInfo.id });
    } catch (error) {
      request.log.error({ err: error }, "health check failed");
      response.status(503).json({ status: "unavailable" });
    }
  });

  app.use("/media", serveMedia(storage));
  app.use(SITE_FONTS_PATH, serveSiteFonts());
  app.use(EMBED_SCRIPT_PATH, serveEmbedScript());

  app.use(closeAfterUnreadBody);
  app.use(refuseCrossSiteRequests(sameSiteOrigins(config)));
  if (deps.localIdentityProvider) app.use(deps.localIdentityProvider);
  app.use(compression());
  app.use(assignNonce);
  app.use(securityHeaders({ development: config.env === "development" }));
  app.use("/go", leaveReferrerPolicyToTheRoute);

  if ("dir" in deps.clientFiles) app.use(staticFiles(deps.clientFiles.dir));
  else app.use(deps.clientFiles.devMiddleware);

  app.use(refuseMethodsRoutesDoNotTake(deps.serverBuild));
  app.use(
    createRequestHandler({
      build: deps.serverBuild,
      mode: config.env === "development" ? "development" : "production",
      getLoadContext: (request, response) => ({
        config,
        database,
        logger: request.log,
        nonce: String(response.locals.nonce),
        buildId: buildInfo.id,
        storage,
        clientAddress: request.ip ?? request.socket.remoteAddress ?? "unknown",
        fullPath: pageTargetOf(request.originalUrl),
      }),
    }),
  );
  return app;
}
