import type { Logger } from "pino";
import type { AppDatabase } from "../../../db/database";
import { runDueSchedules, type ScheduleRunOptions } from "./run-due-schedules.server";

export type ScheduleWorker = { stop: () => Promise<void> };

/**
 * Runs scheduled publishing on this node: once at start (a change whose time passed while the
 * server was down runs now, and the activity log says so), then every `pollMs`. One round at a
 * time; on PostgreSQL every node runs one and row locks keep them apart (decision 0033).
 */
export function startScheduleWorker(database: AppDatabase, options: Omit<ScheduleRunOptions, "startedAt">, pollMs: number, logger: Logger): ScheduleWorker {
  const runOptions: ScheduleRunOptions = { ...options, startedAt: new Date() };
  let running: Promise<void> = Promise.resolve();
  let pending = false;
  let stopped = false;
  const round = async () => {
    pending = false;
    while (!stopped && (await runDueSchedules(database, runOptions)) > 0);
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
