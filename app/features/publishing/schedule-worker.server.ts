import type { Logger } from "pino";

export type ScheduleWorker = { stop: () => Promise<void> };

/**
 * Runs scheduled publishing on this node: once at start (a change whose time passed while the
 * server was down runs now, and the activity log says so), then every `pollMs`. One round at a
 * time; on PostgreSQL every node runs one and row locks keep them apart (decision 0033).
 * `runRound` takes the due changes and says how many it took.
 */
export function startScheduleWorker(runRound: () => Promise<number>, pollMs: number, logger: Logger): ScheduleWorker {
  let running: Promise<void> = Promise.resolve();
  let pending = false;
  let stopped = false;
  const round = async () => {
    pending = false;
    while (!stopped && (await runRound()) > 0);
  };
  const wake = () => {
    if (stopped || pending) return;
    pending = true;
    running = running.then(round).catch((error: unknown) => logger.warn({ err: error }, "scheduled publishing failed; will retry"));
  };
  const poll = setInterval(wake, pollMs);
  poll.unref();
  wake();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(poll);
      await running;
    },
  };
}
