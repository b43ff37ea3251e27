import type { Logger } from "pino";
import type { AppDatabase } from "../../../db/database";
import { checkDueDomains } from "./check-due-domains.server";
import type { DomainChecker } from "./verify-domain-records.server";

const POLL_MS = 30_000;

export type DomainChecks = { stop: () => Promise<void> };

/** The background re-check of domains on every node (docs/decisions/0022), until `stop`, which waits for the check under way. */
export function startDomainChecks(database: AppDatabase, check: DomainChecker, logger: Logger, pollMs = POLL_MS): DomainChecks {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running
      .then(() => checkDueDomains(database, check))
      .then(
        () => undefined,
        (error: unknown) => logger.warn({ err: error }, "domain checks failed; will retry"),
      );
  };
  const timer = setInterval(tick, pollMs);
  timer.unref();
  tick();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
