import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "./config";
import { limitHeapGrowth } from "./heap-growth";
import { loadAppBuild } from "./load-app-build";
import { createLogger } from "./logger";
import { serveBehindSiteFront } from "./site-front/serve-behind-site-front";
import { stopOnSignals } from "./stop-on-signals";

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
  const running = config.siteFront
    ? // The app's thread, bundled beside this file by scripts/build-server.mjs (decision 0048).
      await serveBehindSiteFront(config, logger, new URL("./app-worker.js", import.meta.url))
    : // Loaded only here: behind the front, the app and everything it imports live in the worker's isolate alone.
      await (await import("./start-server")).startServer(config, logger, await loadAppBuild(buildDir));
  stopOnSignals(running, logger);
} catch (error) {
  logger.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
