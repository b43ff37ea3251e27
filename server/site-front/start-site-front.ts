import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import { databaseOptionsFor, openDatabase } from "../../db/database";
import type { Config } from "../config";
import { createHostRouting, hostRoutingSettingsOf } from "../custom-domains/host-routing";
import { startSitesByHost } from "../published-site/start-sites-by-host";
import { createTlsAskHandler } from "../tls-ask/serve-tls-ask";
import { createProxyToApp } from "./proxy-to-app";
import { relayedNotifications, type MessageChannelEnd } from "./relayed-notifications";

const SHUTDOWN_GRACE_MS = 10_000;
// Page views, cold documents and domain marks: the app's own pool does the rest.
const FRONT_POSTGRES_CONNECTIONS = 4;

export type RunningSiteFront = { port: number; stop: () => Promise<void> };

/**
 * The site front (decision 0048): listens on PORT, answers Caddy's certificate question (it needs
 * the peer's own address), routes by host as the app does and answers published pages, and passes
 * every other request to the app on `appSocketPath`. It hears publications and domain changes
 * from the app's thread over `appThread`, and notifies through it.
 */
export async function startSiteFront(options: { config: Config; logger: Logger; appSocketPath: string; appThread: MessageChannelEnd }): Promise<RunningSiteFront> {
  const { config, logger } = options;
  const databaseOptions = databaseOptionsFor(config.databaseUrl, config.dataDir);
  const opened = openDatabase(databaseOptions.dialect === "postgres" ? { ...databaseOptions, maxConnections: FRONT_POSTGRES_CONNECTIONS } : databaseOptions);
  const database = { ...opened, notifications: relayedNotifications(options.appThread) };
  const { hostMap, publishedSite } = await startSitesByHost(database, logger, config);
  const toApp = createProxyToApp(options.appSocketPath, config.trustProxy, logger);
  const tlsAsk = createTlsAskHandler({ database, logger, ...config.tlsAsk });
  const hostRouting = createHostRouting({
    ...hostRoutingSettingsOf(config),
    hosts: hostMap.hosts,
    database,
    logger,
    app: (request, response) => publishedSite.handle(request, response, () => toApp(request, response)),
    leadCapture: (request, response) => toApp(request, response),
    siteOnDomain: publishedSite.handleOnDomain,
    siteFiles: toApp,
  });
  const server = createServer((request, response) => {
    if (tlsAsk(request, response)) return;
    hostRouting(request, response);
  });
  const stopParts = async () => {
    toApp.close();
    await publishedSite.stop();
    await hostMap.stop();
    await opened.close();
  };
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.port, config.host, () => resolve());
    });
  } catch (error) {
    await stopParts();
    throw new Error(`The site front could not start: ${error instanceof Error ? error.message : String(error)}`);
  }
  return {
    port: (server.address() as AddressInfo).port,
    stop: async () => {
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      force.unref();
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      clearInterval(idleSweep);
      clearTimeout(force);
      await stopParts();
    },
  };
}
