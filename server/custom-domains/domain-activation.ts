import type { Logger } from "pino";
import { DOMAINS_CHANNEL } from "../../app/features/domains/domains-channel";
import { markDomainActive } from "../../app/features/domains/mark-domain-active.server";
import type { AppDatabase } from "../../db/database";
import type { ServedHost } from "./host-map";

/** Marks a verified domain active, once per node; both Node's path and the connection layer call it. */
export type MarkActiveOnce = (domain: ServedHost) => void;

/**
 * A verified domain reached over HTTPS through the trusted proxy had a certificate served for it,
 * so it becomes active (docs/product.md#custom-domains). One marker per server, shared by host
 * routing and the connection layer (decision 0053), so a host is tried once per node whichever
 * of them answered its first request. Off the hot path: the answer does not wait for the write.
 */
export function createDomainActivation(database: AppDatabase, logger: Pick<Logger, "error">): MarkActiveOnce {
  const activating = new Set<string>();
  return (domain) => {
    if (domain.state !== "verified" || activating.has(domain.host)) return;
    activating.add(domain.host);
    markDomainActive(database.db, domain.host)
      .then(async (changed) => {
        if (changed) await database.notifications.notify(DOMAINS_CHANNEL, domain.host);
      })
      .catch((error: unknown) => {
        activating.delete(domain.host);
        logger.error({ err: error, host: domain.host }, "could not mark the domain active");
      });
  };
}
