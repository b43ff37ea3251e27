import type { Logger } from "pino";

/** Stops `running` on SIGTERM or SIGINT, then exits: 0 when it stopped cleanly, 1 when stopping failed. */
export function stopOnSignals(running: { stop: (reason: string) => Promise<void> }, logger: Logger): void {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      running.stop(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
}
