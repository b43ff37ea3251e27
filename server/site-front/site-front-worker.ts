// The site front's thread (decision 0038): it listens on PORT, answers published pages and
// Caddy's certificate question itself, routes domains as the app does, and passes every other
// request to the app's server on its Unix socket. A thread of its own is a V8 isolate of its own:
// Node's HTTP code here sees only the front's requests, so it stays as fast as a bare server's
// (docs/benchmarks.md#published-pages). Bundled as build/app-server/site-front-worker.js.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { parentPort, workerData } from "node:worker_threads";
import { databaseOptionsFor, openDatabase } from "../../db/database";
import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { startHostMap } from "../custom-domains/host-map";
import { createHostRouting } from "../custom-domains/host-routing";
import { startPublishedSite } from "../published-site/published-site";
import { strictTransportSecurityFor } from "../security-headers";
import { createTlsAskHandler } from "../tls-ask/serve-tls-ask";
import { createProxyToApp } from "./proxy-to-app";
import { relayedNotifications } from "./relayed-notifications";
import { isSiteFrontData, type SiteFrontReport } from "./site-front-messages";

const SHUTDOWN_GRACE_MS = 10_000;
// Page views, domain marks and password attempts: the app's own pool does the rest.
const FRONT_POSTGRES_CONNECTIONS = 4;

if (!parentPort || !isSiteFrontData(workerData)) throw new Error("site-front-worker runs as the site front's worker thread");
const port = parentPort;
const { appSocketPath } = workerData;
const report = (message: SiteFrontReport) => port.postMessage(message);

const config = loadConfig();
const logger = createLogger(config).child({ part: "site front" });
const databaseOptions = databaseOptionsFor(config.databaseUrl, config.dataDir);
const opened = openDatabase(databaseOptions.dialect === "postgres" ? { ...databaseOptions, maxConnections: FRONT_POSTGRES_CONNECTIONS } : databaseOptions);
const database = { ...opened, notifications: relayedNotifications(port) };
const hostMap = await startHostMap(database, logger);
const publishedSite = await startPublishedSite(database, logger, (projectId) => hostMap.hosts.canonicalOriginOf(projectId), {
  cacheBytes: config.publishedCacheBytes,
  trustProxy: config.trustProxy,
});
const toApp = createProxyToApp(appSocketPath, config.trustProxy, logger);
const tlsAsk = createTlsAskHandler({ database, logger, ...config.tlsAsk });
const hostRouting = createHostRouting({
  hosts: hostMap.hosts,
  appHost: config.publicUrl.hostname,
  appOrigin: config.publicUrl.origin,
  appOnAnyHost: !config.publicUrlSet,
  trustProxy: config.trustProxy,
  database,
  logger,
  app: (request, response) => publishedSite.handle(request, response, () => toApp(request, response)),
  appStrictTransportSecurity: strictTransportSecurityFor(config.publicUrl),
  leadCapture: (request, response) => toApp(request, response),
  siteOnDomain: publishedSite.handleOnDomain,
  siteFiles: toApp,
});
const server = createServer((request, response) => {
  if (tlsAsk(request, response)) return;
  hostRouting(request, response);
});
server.once("error", (error) => report({ kind: "failed", message: error.message }));
server.listen(config.port, config.host, () => report({ kind: "listening", port: (server.address() as AddressInfo).port }));

port.on("message", (message: unknown) => {
  if (typeof message === "object" && message !== null && (message as { kind?: unknown }).kind === "stop") void stop();
});

async function stop(): Promise<void> {
  const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  force.unref();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearInterval(idleSweep);
  clearTimeout(force);
  toApp.close();
  await publishedSite.stop();
  await hostMap.stop();
  await opened.close();
  report({ kind: "stopped" });
}
