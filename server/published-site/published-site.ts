import type { Logger } from "pino";
import { PUBLICATIONS_CHANNEL } from "../../app/features/publishing/publication-channel";
import type { AppDatabase } from "../../db/database";
import { rateLimiterFor } from "../../db/rate-limiter";
import { PageViewCounter } from "./page-view-counter";
import { ExperimentVariants } from "./experiment-variants";
import { PublishedSiteCache } from "./published-site-cache";
import { createPublishedSiteHandler, type CanonicalOriginOf, type PublishedSiteHandlers } from "./serve-published-site";
import { createSiteGuard } from "./protected-pages";
import { gateIsOpen, SiteGates } from "./site-gates";
import { clientAddressOf, type TrustProxy } from "../trust-proxy";

export type PublishedSite = PublishedSiteHandlers & { cache: PublishedSiteCache; stop: () => Promise<void> };

/** The public site's serving parts: the document cache, kept fresh by publish notifications, and the view counter. */
export async function startPublishedSite(
  database: AppDatabase,
  logger: Logger,
  canonicalOriginOf: CanonicalOriginOf,
  options: { cacheBytes?: number; trustProxy?: TrustProxy } = {},
): Promise<PublishedSite> {
  const trustProxy = options.trustProxy ?? (() => false);
  const cache = new PublishedSiteCache(database.db, options.cacheBytes);
  const gates = new SiteGates(database.db);
  const pageViews = new PageViewCounter(database.db, logger);
  pageViews.start();
  const experiments = new ExperimentVariants({ db: database.db, logger, addressOf: (request) => clientAddressOf(request, trustProxy) });
  await experiments.start();
  const stopListening = await database.notifications.listen(
    PUBLICATIONS_CHANNEL,
    (projectId) => {
      cache.invalidate(projectId);
      gates.invalidate(projectId);
    },
    logger,
  );
  return {
    ...createPublishedSiteHandler(cache, pageViews, logger, canonicalOriginOf, experiments, { guard: createSiteGuard(gates, trustProxy, rateLimiterFor(database)), isOpen: (projectId) => gates.isOpen(projectId), read: async (projectId) => gateIsOpen(await gates.gateOf(projectId)) }),
    cache,
    stop: async () => {
      await stopListening();
      await pageViews.stop();
      await experiments.stop();
    },
  };
}
