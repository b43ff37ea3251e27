import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { readBuildInfo } from "./build-info";
import { loadConfig } from "./config";
import { limitHeapGrowth } from "./heap-growth";
import { createLogger } from "./logger";
import { startServer, stopOnSignals } from "./start-server";

// Bundled into build/app-server/; the React Router build sits beside that folder.
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
limitHeapGrowth(config.heapGrowthPercent);
const logger = createLogger(config);
try {
  const clientDir = path.join(buildDir, "client");
  const serverBuild = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const running = await startServer(config, logger, {
    serverBuild,
    clientFiles: { dir: clientDir },
    buildInfo: readBuildInfo(clientDir),
    // Bundled beside this file by scripts/build-server.mjs.
    ...(config.siteFront ? { siteFrontWorker: new URL("./site-front-worker.js", import.meta.url) } : {}),
  });
  stopOnSignals(running, logger);
} catch (error) {
  logger.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
