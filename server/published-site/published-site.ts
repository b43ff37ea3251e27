import type { Logger } from "pino";
import { PUBLICATIONS_CHANNEL } from "../../app/features/publishing/publication-channel";
import type { AppDatabase } from "../../db/database";
import { PageViewCounter } from "./page-view-counter";
import { PublishedSiteCache } from "./published-site-cache";
import { createPublishedSiteHandler, type CanonicalOriginOf, type PublishedSiteHandlers } from "./serve-published-site";
import { createSiteGuard } from "./protected-pages";
import { SiteGates } from "./site-gates";
import type { TrustProxy } from "../trust-proxy";

export type PublishedSite = PublishedSiteHandlers & { stop: () => Promise<void> };

/** The public site's serving parts: the document cache, kept fresh by publish notifications, and the view counter. */
export async function startPublishedSite(database: AppDatabase, logger: Logger, canonicalOriginOf: CanonicalOriginOf, trustProxy: TrustProxy): Promise<PublishedSite> {
  const cache = new PublishedSiteCache(database.db);
  const gates = new SiteGates(database.db);
  const pageViews = new PageViewCounter(database.db, logger);
  pageViews.start();
  const stopListening = await database.notifications.listen(PUBLICATIONS_CHANNEL, (projectId) => {
    cache.invalidate(projectId);
    gates.invalidate(projectId);
  }, logger);
  return {
    ...createPublishedSiteHandler(cache, pageViews, logger, canonicalOriginOf, createSiteGuard(gates, trustProxy)),
    stop: async () => {
      await stopListening();
      await pageViews.stop();
    },
  };
}
