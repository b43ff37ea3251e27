import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { loadConfig } from "./config";
import { createLogger } from "./logger";
import { startServer } from "./start-server";
import { stopOnSignals } from "./stop-on-signals";

const config = loadConfig({ NODE_ENV: "development", ...process.env });
const logger = createLogger(config);
const vite = await createViteServer({ server: { middlewareMode: true } });
const buildId = JSON.parse(String(vite.config.define?.__PAGEWRIGHT_BUILD_ID__ ?? '"development"')) as string;
const running = await startServer(config, logger, {
  serverBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  clientFiles: { devMiddleware: vite.middlewares },
  buildInfo: { id: buildId, timestamp: Date.now() },
});
stopOnSignals(running, logger);
