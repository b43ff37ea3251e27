import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "../config";
import { startAppWorker } from "./start-app-worker";
import { startSiteFront } from "./start-site-front";

/**
 * The production server with the site front (decision 0048): the app in a worker thread on a
 * Unix socket, then the front on PORT in this thread. Stopping stops the front first, so what it
 * already passed on is still answered, then the app.
 */
export async function serveBehindSiteFront(config: Config, logger: Logger, appWorkerFile: URL): Promise<{ stop: (reason: string) => Promise<void> }> {
  // The app's socket sits in a folder only this user can enter: whoever reaches it is believed as the front.
  const socketFolder = fs.mkdtempSync(path.join(os.tmpdir(), "pagewright-app-socket-"));
  const appSocketPath = path.join(socketFolder, "app.sock");
  const removeSocketFolder = () => fs.rmSync(socketFolder, { recursive: true, force: true });
  let app;
  let front;
  try {
    app = await startAppWorker({ workerFile: appWorkerFile, appSocketPath, logger });
    front = await startSiteFront({ config, logger, appSocketPath, appThread: app.thread });
  } catch (error) {
    await app?.stop();
    removeSocketFolder();
    throw error;
  }
  app.frontListening();
  const url = `http://localhost:${front.port}`;
  logger.info({ url }, `Pagewright is ready at ${url}`);
  let stopping: Promise<void> | undefined;
  return {
    stop: (reason) => {
      stopping ??= (async () => {
        logger.info({ reason }, "shutting down: the site front first, then the app");
        await front.stop();
        await app.stop();
        removeSocketFolder();
        logger.info("stopped cleanly");
      })();
      return stopping;
    },
  };
}
