// The app's thread behind the site front (decision 0048): Express, React Router and the
// background workers, listening on a Unix socket only the front reaches. The front keeps the main
// thread: served alone there, Node answers published pages at its best, and the app's own traffic
// (other shapes of requests and responses, a large heap) stays out of that isolate
// (docs/benchmarks.md#published-pages). Bundled as build/app-server/app-worker.js.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { loadConfig } from "../config";
import { loadAppBuild } from "../load-app-build";
import { createLogger } from "../logger";
import { checkIdentityProvider, startServer } from "../start-server";
import { relayNotificationsTo } from "./relayed-notifications";
import { CHANNELS_THE_FRONT_HEARS, isAppWorkerData, requestKindOf, type AppWorkerReport } from "./site-front-messages";

if (!parentPort || !isAppWorkerData(workerData)) throw new Error("app-worker runs as the app's worker thread behind the site front");
const port = parentPort;
const report = (message: AppWorkerReport) => port.postMessage(message);

// Bundled into build/app-server/; the React Router build sits beside that folder.
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const config = loadConfig();
const logger = createLogger(config);
const running = await startServer(config, logger, { ...(await loadAppBuild(buildDir)), appSocketPath: workerData.appSocketPath });
const stopRelaying = await relayNotificationsTo(port, running.notifications, CHANNELS_THE_FRONT_HEARS, (error) =>
  logger.error({ err: error }, "could not pass on the site front's notification"),
);
port.on("message", (message: unknown) => {
  const kind = requestKindOf(message);
  if (kind === "front-listening") void checkIdentityProvider(config, logger);
  if (kind !== "stop") return;
  void running
    .stop("the site front is stopping")
    .then(stopRelaying)
    .then(() => report({ kind: "stopped" }));
});
report({ kind: "listening" });
