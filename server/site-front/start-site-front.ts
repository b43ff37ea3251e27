import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import { DOMAINS_CHANNEL } from "../../app/features/domains/domains-channel";
import { PUBLICATIONS_CHANNEL } from "../../app/features/publishing/publication-channel";
import type { DatabaseNotifications } from "../../db/notifications";
import { relayNotificationsTo } from "./relayed-notifications";
import { isSiteFrontReport, type SiteFrontData, type SiteFrontReport } from "./site-front-messages";

export type RunningSiteFront = { port: number; stop: () => Promise<void> };

// The channels the front's parts listen on: the published-site cache and gates, and the host map.
const RELAYED_CHANNELS = [PUBLICATIONS_CHANNEL, DOMAINS_CHANNEL] as const;

/**
 * Starts the site front (decision 0038) in a worker thread from `workerFile`, in front of the
 * app's server listening on `appSocketPath`, and resolves once it listens on PORT. A front that
 * fails later ends the process, since nothing else would answer on PORT.
 */
export async function startSiteFront(options: {
  workerFile: URL;
  appSocketPath: string;
  notifications: DatabaseNotifications;
  logger: Logger;
}): Promise<RunningSiteFront> {
  const { logger } = options;
  const data: SiteFrontData = { appSocketPath: options.appSocketPath };
  const worker = new Worker(options.workerFile, { workerData: data });
  const stopRelaying = await relayNotificationsTo(worker, options.notifications, RELAYED_CHANNELS, (error) =>
    logger.error({ err: error }, "could not pass on the site front's notification"),
  );
  const reports = (kind: SiteFrontReport["kind"]) =>
    new Promise<SiteFrontReport>((resolve) => {
      const listener = (message: unknown) => {
        if (!isSiteFrontReport(message) || (message.kind !== kind && message.kind !== "failed")) return;
        worker.off("message", listener);
        resolve(message);
      };
      worker.on("message", listener);
    });
  const exited = new Promise<number>((resolve) => worker.once("exit", resolve));
  let failure = "";
  worker.once("error", (error) => (failure = error.message));
  const started = await Promise.race([reports("listening"), exited.then((code): SiteFrontReport => ({ kind: "failed", message: failure || `exited with ${code}` }))]);
  if (started.kind !== "listening") {
    await stopRelaying();
    await worker.terminate();
    throw new Error(`The site front could not start: ${started.kind === "failed" ? started.message : started.kind}`);
  }
  let stopping = false;
  worker.once("error", (error) => logger.fatal({ err: error }, "the site front failed"));
  void exited.then((code) => {
    if (stopping) return;
    logger.fatal({ code }, "the site front stopped; the server stops too");
    process.exit(1);
  });
  return {
    port: started.port,
    stop: async () => {
      stopping = true;
      const stopped = reports("stopped");
      worker.postMessage({ kind: "stop" });
      await Promise.race([stopped, exited]);
      await stopRelaying();
      await worker.terminate();
    },
  };
}
