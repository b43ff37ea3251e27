import fs from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { Logger } from "pino";
import { createAssetStorage } from "../app/features/assets/create-asset-storage.server";
import { identityProviderConfiguration } from "../app/features/auth/identity-provider.server";
import { databaseOptionsFor, openDatabase, type AppDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { createApp, type AppDependencies } from "./app";
import { restrictDataFolder } from "./data-folder";
import type { Config } from "./config";
import { sameSiteOrigins } from "./cross-site-requests";
import { createLocalOidcProvider } from "./local-oidc/local-oidc-provider";
import { createLeadCaptureHandler } from "./lead-capture/serve-lead-capture";
import { warnWhenImagesStayOnThisNode } from "./shared-image-storage-warning";
import { startPublishedSite } from "./published-site/published-site";
import { startLeadHousekeeping } from "../app/features/leads/lead-housekeeping.server";
import { startDomainChecks } from "../app/features/domains/start-domain-checks.server";
import { domainCheckerFor } from "../app/features/domains/verify-domain-records.server";
import { enqueueDeliveriesForLeads, WEBHOOK_OUTBOX_CHANNEL } from "../app/features/webhooks/enqueue-lead-deliveries.server";
import { startWebhookWorker } from "../app/features/webhooks/webhook-worker.server";
import { startScheduleWorker } from "../app/features/publishing/schedule-worker.server";
import { scheduledPublishingRound } from "./scheduled-publishing";
import { warnAboutPlainHttpBehindTls } from "./plain-http-warning";
import { strictTransportSecurityFor } from "./security-headers";
import { createTlsAskHandler } from "./tls-ask/serve-tls-ask";
import { startHostMap } from "./custom-domains/host-map";
import { createHostRouting } from "./custom-domains/host-routing";
import { createDomainFiles } from "./custom-domains/domain-files";
import { isOriginOfProjectDomain } from "./custom-domains/domain-origins";
import { trustBehindFront } from "./site-front/proxy-to-app";
import { startSiteFront, type RunningSiteFront } from "./site-front/start-site-front";

const SHUTDOWN_GRACE_MS = 10_000;

export type RunningServer = { server: Server; url: string; stop: (reason: string) => Promise<void> };

/**
 * Opens and migrates the database, serves the app, and shuts down gracefully on SIGTERM/SIGINT:
 * no new connections, in-flight requests finish, pending page views are written, then the
 * database closes (when it was opened here; a database handed in belongs to the caller).
 * With `siteFrontWorker` (the production build, unless SITE_FRONT=0), a worker thread listens on
 * PORT in front of the app, which listens on a Unix socket of its own (decision 0038).
 */
export async function startServer(
  givenConfig: Config,
  logger: Logger,
  parts: Pick<AppDependencies, "serverBuild" | "clientFiles" | "buildInfo"> & { database?: AppDatabase; siteFrontWorker?: URL },
): Promise<RunningServer> {
  const { siteFrontWorker, database: givenDatabase, ...appParts } = parts;
  // Behind the front the app believes the front's hop, then exactly what TRUST_PROXY says.
  const config = siteFrontWorker ? { ...givenConfig, trustProxy: trustBehindFront(givenConfig.trustProxy) } : givenConfig;
  const ownsDatabase = !parts.database;
  restrictDataFolder(config.dataDir, logger);
  const database = givenDatabase ?? openDatabase(databaseOptionsFor(config.databaseUrl, config.dataDir));
  try {
    const applied = await migrateToLatest(database);
    if (applied.length) logger.info({ applied }, "database migrated");
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }

  const provider = config.identityProvider;
  const localIdentityProvider =
    provider.kind === "local"
      ? await createLocalOidcProvider({
          issuer: provider.issuer,
          clientId: provider.clientId,
          redirectUri: new URL("/auth/callback", config.publicUrl),
          dataDir: config.dataDir,
          logger,
        })
      : null;
  warnWhenImagesStayOnThisNode(database.dialect, config.assetStorage, logger);
  const storage = createAssetStorage(config.assetStorage);
  const app = createApp({ config, database, logger, localIdentityProvider, storage, ...appParts });
  const hostMap = await startHostMap(database, logger);
  const publishedSite = await startPublishedSite(
    database,
    logger,
    (projectId) => hostMap.hosts.canonicalOriginOf(projectId),
    { cacheBytes: config.publishedCacheBytes, trustProxy: config.trustProxy },
  );
  const leadHousekeeping = await startLeadHousekeeping(database, { ...config.leads, publicUrl: config.publicUrl }, logger);
  const domainChecks = startDomainChecks(database, domainCheckerFor(config.domains), logger);
  const webhookWorker = await startWebhookWorker(database, config, logger);
  const scheduleWorker = startScheduleWorker(scheduledPublishingRound(database, config, storage, parts.serverBuild), config.schedulePollSeconds * 1000, logger);
  const leadCapture = createLeadCaptureHandler({
    database,
    leads: config.leads,
    logger,
    serverBuild: parts.serverBuild,
    sameSiteOrigins: sameSiteOrigins(config),
    isProjectDomainOrigin: (projectId, origin, requestOrigin) => isOriginOfProjectDomain(hostMap.hosts, projectId, origin, requestOrigin),
    trustProxy: config.trustProxy,
    // Each lead's webhook deliveries are written in the lead's own transaction (decision 0016).
    leadOutboxes: [{ channel: WEBHOOK_OUTBOX_CHANNEL, enqueue: enqueueDeliveriesForLeads }],
  });
  const tlsAsk = createTlsAskHandler({ database, logger, ...config.tlsAsk });
  const strictTransportSecurity = strictTransportSecurityFor(config.publicUrl);
  const hostRouting = createHostRouting({
    hosts: hostMap.hosts,
    appHost: config.publicUrl.hostname,
    appOrigin: config.publicUrl.origin,
    appOnAnyHost: !config.publicUrlSet,
    trustProxy: config.trustProxy,
    database,
    logger,
    app: (request, response) => leadCapture(request, response, () => publishedSite.handle(request, response, () => app(request, response))),
    appStrictTransportSecurity: strictTransportSecurity,
    leadCapture,
    siteOnDomain: publishedSite.handleOnDomain,
    siteFiles: createDomainFiles(storage, logger),
  });
  const warnIfPlainHttp = warnAboutPlainHttpBehindTls(config, logger);
  // Published pages and lead submissions are answered before Express: the public hot paths pay for
  // nothing else. Caddy's certificate question comes first of all, whatever its Host (decision 0024).
  const server = createServer((request, response) => {
    if (tlsAsk(request, response)) return;
    warnIfPlainHttp(request);
    hostRouting(request, response);
  });
  // The app's socket sits in a folder only this user can enter: whoever reaches it is believed as the front.
  const socketFolder = siteFrontWorker ? fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-app-socket-")) : null;
  const appSocketPath = socketFolder ? path.join(socketFolder, "app.sock") : null;
  // Behind the front, idle connections are the front's to close: a server closing one while the
  // front's keep-alive agent sends on it would reset that request (decision 0048).
  if (appSocketPath) server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    if (appSocketPath) server.listen(appSocketPath, () => resolve());
    else server.listen(config.port, config.host, () => resolve());
  });
  let front: RunningSiteFront | null = null;
  if (siteFrontWorker && appSocketPath) {
    try {
      front = await startSiteFront({ workerFile: siteFrontWorker, appSocketPath, notifications: database.notifications, logger });
    } catch (error) {
      server.close();
      if (ownsDatabase) await database.close();
      fs.rmSync(socketFolder ?? "", { recursive: true, force: true });
      throw error;
    }
  }
  const port = front?.port ?? (server.address() as AddressInfo).port;
  const url = `http://localhost:${port}`;
  logger.info({ url, dialect: database.dialect, build: parts.buildInfo.id, signIn: provider.kind }, `Pagewright is ready at ${url}`);
  void checkIdentityProvider(config, logger);

  let stopping: Promise<void> | undefined;
  const stop = (reason: string) => {
    stopping ??= (async () => {
      logger.info({ reason }, "shutting down: finishing in-flight requests");
      // The front first: what it already passed on is still answered by the app behind it.
      await front?.stop();
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      force.unref();
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      clearInterval(idleSweep);
      clearTimeout(force);
      await publishedSite.stop();
      await hostMap.stop();
      await leadHousekeeping.stop();
      await domainChecks.stop();
      await webhookWorker.stop();
      await scheduleWorker.stop();
      if (ownsDatabase) await database.close();
      if (socketFolder) fs.rmSync(socketFolder, { recursive: true, force: true });
      logger.info("stopped cleanly");
    })();
    return stopping;
  };
  return { server, url, stop };
}

/** A provider that cannot be reached is logged once; the server keeps serving and retries at sign-in. */
async function checkIdentityProvider(config: Config, logger: Logger): Promise<void> {
  if (config.identityProvider.kind === "none") {
    logger.warn("Sign-in is not configured: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or LOCAL_SIGNIN=1");
    return;
  }
  try {
    await identityProviderConfiguration(config.identityProvider);
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    logger.warn(`Identity provider ${config.identityProvider.issuer.href} cannot be reached (${cause}); sign-in will retry`);
  }
}

export function stopOnSignals(running: RunningServer, logger: Logger): void {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      running.stop(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
}
