import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import { createAssetStorage } from "../app/features/assets/create-asset-storage.server";
import { identityProviderConfiguration } from "../app/features/auth/identity-provider.server";
import { databaseOptionsFor, openDatabase, type AppDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { movePublicationsToPublicAddress } from "../app/features/publishing/move-publications-to-public-address.server";
import { createApp, type AppDependencies } from "./app";
import { restrictDataFolder } from "./data-folder";
import type { Config } from "./config";
import { sameSiteOrigins } from "./cross-site-requests";
import { createLocalOidcProvider } from "./local-oidc/local-oidc-provider";
import { createLeadCaptureHandler } from "./lead-capture/serve-lead-capture";
import { warnWhenImagesStayOnThisNode } from "./shared-image-storage-warning";
import { startSitesByHost } from "./published-site/start-sites-by-host";
import { startLeadHousekeeping } from "../app/features/leads/lead-housekeeping.server";
import { startDomainChecks } from "../app/features/domains/start-domain-checks.server";
import { domainCheckerFor } from "../app/features/domains/verify-domain-records.server";
import { enqueueDeliveriesForLeads, WEBHOOK_OUTBOX_CHANNEL } from "../app/features/webhooks/enqueue-lead-deliveries.server";
import { startWebhookWorker } from "../app/features/webhooks/webhook-worker.server";
import { startScheduleWorker } from "../app/features/publishing/schedule-worker.server";
import { scheduledPublishingRound } from "./scheduled-publishing";
import { warnAboutPlainHttpBehindTls } from "./plain-http-warning";
import { createTlsAskHandler } from "./tls-ask/serve-tls-ask";
import { rememberedPointsHere } from "../app/features/domains/remembered-dns-answers.server";
import { createDomainActivation } from "./custom-domains/domain-activation";
import { createHostRouting, hostRoutingSettingsOf } from "./custom-domains/host-routing";
import { routeSimpleRequests } from "./custom-domains/route-simple-requests";
import { answerSimpleRequests } from "./visitor-connections/answer-simple-requests";
import { createDomainFiles } from "./custom-domains/domain-files";
import { isOriginOfProjectDomain } from "./custom-domains/domain-origins";

const SHUTDOWN_GRACE_MS = 10_000;

export type RunningServer = { server: Server; url: string; stop: (reason: string) => Promise<void> };

/**
 * Opens and migrates the database, serves the app, and shuts down gracefully on SIGTERM/SIGINT:
 * no new connections, in-flight requests finish, pending page views are written, then the
 * database closes (when it was opened here; a database handed in belongs to the caller).
 */
export async function startServer(
  config: Config,
  logger: Logger,
  parts: Pick<AppDependencies, "serverBuild" | "clientFiles" | "buildInfo"> & { database?: AppDatabase },
): Promise<RunningServer> {
  const { database: givenDatabase, ...appParts } = parts;
  const ownsDatabase = !parts.database;
  restrictDataFolder(config.dataDir, logger);
  const database = givenDatabase ?? openDatabase(databaseOptionsFor(config.databaseUrl, config.dataDir));
  try {
    const applied = await migrateToLatest(database);
    if (applied.length) logger.info({ applied }, "database migrated");
    // Before any site is served: live documents must name the address the installation has now.
    const moved = await movePublicationsToPublicAddress(database.db, config.publicUrl.origin);
    if (moved) logger.info({ publications: moved, origin: config.publicUrl.origin }, "published sites rewritten for the public address");
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
  const { hostMap, publishedSite } = await startSitesByHost(database, logger, config);
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
  const tlsAsk = createTlsAskHandler({ database, logger, ...config.tlsAsk, pointsHere: rememberedPointsHere(config.domains) });
  const hostRoutingSettings = { ...hostRoutingSettingsOf(config), hosts: hostMap.hosts, markActiveOnce: createDomainActivation(database, logger) };
  const hostRouting = createHostRouting({
    ...hostRoutingSettings,
    database,
    logger,
    app: (request, response) => leadCapture(request, response, () => publishedSite.handle(request, response, () => app(request, response))),
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
  // The commonest request of all, a visitor's page, is answered before Node's HTTP server reads it (docs/benchmarks.md#published-pages).
  const answerPage = routeSimpleRequests(hostRoutingSettings, publishedSite);
  const simpleAnswers = answerSimpleRequests(server, (request) => {
    warnIfPlainHttp(request);
    return answerPage(request);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  // Behind a proxy the address people use is PUBLIC_URL, not the port this process listens on.
  const publicAddress = config.publicUrlSet ? config.publicUrl.href.replace(/\/$/, "") : url;
  logger.info({ url: publicAddress, listening: url, dialect: database.dialect, build: parts.buildInfo.id, signIn: provider.kind }, `Pagewright is ready at ${publicAddress}`);
  void checkIdentityProvider(config, logger);

  let stopping: Promise<void> | undefined;
  const stop = (reason: string) => {
    stopping ??= (async () => {
      logger.info({ reason }, "shutting down: finishing in-flight requests");
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      force.unref();
      const closeIdleConnections = () => {
        server.closeIdleConnections();
        simpleAnswers.closeIdleConnections();
      };
      closeIdleConnections();
      const idleSweep = setInterval(closeIdleConnections, 100);
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
      logger.info("stopped cleanly");
    })();
    return stopping;
  };
  return { server, url, stop };
}

/** A provider that cannot be reached is logged once; the server keeps serving and retries at sign-in. */
export async function checkIdentityProvider(config: Config, logger: Logger): Promise<void> {
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
