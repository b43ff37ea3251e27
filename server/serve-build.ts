import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "./config";
import { limitHeapGrowth } from "./heap-growth";
import { loadAppBuild } from "./load-app-build";
import { createLogger } from "./logger";
import { startServer } from "./start-server";
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
  const running = await startServer(config, logger, await loadAppBuild(buildDir));
  stopOnSignals(running, logger);
} catch (error) {
  logger.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
