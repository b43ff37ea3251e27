// What each seeded site costs in the published-site cache, counted by the server's own cache class
// (same documents, same accounting against the bound), one site at a time so little is held at once:
// the site as first read, then each page's body as it is first asked for (decision 0046).
import { databaseOptionsFor, openDatabase } from "../../db/database";
import { PublishedSiteCache } from "../../server/published-site/published-site-cache";
import { CachedDocument } from "../../server/published-site/served-document";
import { benchPageSlug, benchSiteId } from "./bench-site-names";
import type { SiteCost } from "./visitor-sequence";

export async function cachedSiteCosts(location: { dataDir: string; databaseUrl: string | undefined }, sites: number, pages: number): Promise<Map<number, SiteCost>> {
  const database = openDatabase(databaseOptionsFor(location.databaseUrl, location.dataDir));
  const cache = new PublishedSiteCache(database.db, Number.MAX_SAFE_INTEGER);
  const costs = new Map<number, SiteCost>();
  try {
    for (let site = 0; site < sites; site += 1) {
      const before = cache.bytes;
      const { documents } = await cache.load(benchSiteId(site));
      const base = cache.bytes - before;
      const pageCosts: number[] = [];
      for (let page = 0; page < pages; page += 1) {
        const document = documents?.get(page === 0 ? "" : benchPageSlug(page));
        const beforePage = cache.bytes;
        if (document instanceof CachedDocument) await document.load();
        pageCosts.push(cache.bytes - beforePage);
      }
      costs.set(site, { base, pages: pageCosts });
      cache.invalidate(benchSiteId(site));
    }
  } finally {
    await database.close();
  }
  return costs;
}
