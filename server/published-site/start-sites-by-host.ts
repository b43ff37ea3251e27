import type { Logger } from "pino";
import type { AppDatabase } from "../../db/database";
import type { Config } from "../config";
import { startHostMap, type RunningHostMap } from "../custom-domains/host-map";
import { startPublishedSite, type PublishedSite } from "./published-site";

/** The host map and the published sites served by it, as the server starts them. */
export async function startSitesByHost(
  database: AppDatabase,
  logger: Logger,
  config: Pick<Config, "publishedCacheBytes" | "trustProxy">,
): Promise<{ hostMap: RunningHostMap; publishedSite: PublishedSite }> {
  const hostMap = await startHostMap(database, logger);
  const publishedSite = await startPublishedSite(database, logger, (projectId) => hostMap.hosts.canonicalOriginOf(projectId), {
    cacheBytes: config.publishedCacheBytes,
    trustProxy: config.trustProxy,
  });
  return { hostMap, publishedSite };
}
