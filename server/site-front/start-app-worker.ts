import { Worker } from "node:worker_threads";
import type { Logger } from "pino";
import { isAppWorkerReport, type AppWorkerData, type AppWorkerReport, type AppWorkerRequest } from "./site-front-messages";

export type RunningAppWorker = { thread: Worker; frontListening: () => void; stop: () => Promise<void> };

/**
 * Starts the app in a worker thread from `workerFile`, listening on `appSocketPath`, and resolves
 * once it listens (decision 0048). An app that fails to start rejects with its reason; one that
 * stops later by itself ends the process, since the front could answer nothing but sites.
 */
export async function startAppWorker(options: { workerFile: URL; appSocketPath: string; logger: Logger }): Promise<RunningAppWorker> {
  const { logger } = options;
  const data: AppWorkerData = { appSocketPath: options.appSocketPath };
  const thread = new Worker(options.workerFile, { workerData: data });
  const reported = (kind: AppWorkerReport["kind"]) =>
    new Promise<AppWorkerReport>((resolve) => {
      const listener = (message: unknown) => {
        if (!isAppWorkerReport(message) || (message.kind !== kind && message.kind !== "failed")) return;
        thread.off("message", listener);
        resolve(message);
      };
      thread.on("message", listener);
    });
  const exited = new Promise<number>((resolve) => thread.once("exit", resolve));
  let failure = "";
  thread.once("error", (error) => (failure = error.message));
  const started = await Promise.race([reported("listening"), exited.then((code): AppWorkerReport => ({ kind: "failed", message: failure || `exited with ${code}` }))]);
  if (started.kind !== "listening") {
    await thread.terminate();
    throw new Error(started.kind === "failed" ? started.message : "The app did not start");
  }
  let stopping = false;
  thread.on("error", (error) => logger.fatal({ err: error }, "the app failed"));
  void exited.then((code) => {
    if (stopping) return;
    logger.fatal({ code }, "the app stopped; the site front stops too");
    process.exit(1);
  });
  const ask = (request: AppWorkerRequest) => thread.postMessage(request);
  return {
    thread,
    frontListening: () => ask({ kind: "front-listening" }),
    stop: async () => {
      stopping = true;
      const stopped = reported("stopped");
      ask({ kind: "stop" });
      await Promise.race([stopped, exited]);
      await thread.terminate();
    },
  };
}
