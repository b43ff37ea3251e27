import type { Logger } from "pino";
import { PUBLICATIONS_CHANNEL } from "../../app/features/publishing/publication-channel";
import type { AppDatabase } from "../../db/database";
import { PageViewCounter } from "./page-view-counter";
import { ExperimentVariants } from "./experiment-variants";
import type { IncomingMessage } from "node:http";
import { PublishedSiteCache } from "./published-site-cache";
import { createPublishedSiteHandler, type CanonicalOriginOf, type PublishedSiteHandlers } from "./serve-published-site";

export type PublishedSite = PublishedSiteHandlers & { cache: PublishedSiteCache; stop: () => Promise<void> };

/** The public site's serving parts: the document cache, kept fresh by publish notifications, and the view counter. */
export async function startPublishedSite(
  database: AppDatabase,
  logger: Logger,
  canonicalOriginOf: CanonicalOriginOf,
  options: { cacheBytes?: number; addressOf?: (request: IncomingMessage) => string } = {},
): Promise<PublishedSite> {
  const addressOf = options.addressOf ?? ((request: IncomingMessage) => request.socket.remoteAddress ?? "unknown");
  const cache = new PublishedSiteCache(database.db, options.cacheBytes);
  const pageViews = new PageViewCounter(database.db, logger);
  pageViews.start();
  const experiments = new ExperimentVariants({ db: database.db, logger, addressOf });
  await experiments.start();
  const stopListening = await database.notifications.listen(PUBLICATIONS_CHANNEL, (projectId) => cache.invalidate(projectId), logger);
  return {
    ...createPublishedSiteHandler(cache, pageViews, logger, canonicalOriginOf, experiments),
    cache,
    stop: async () => {
      await stopListening();
      await pageViews.stop();
      await experiments.stop();
    },
  };
}
