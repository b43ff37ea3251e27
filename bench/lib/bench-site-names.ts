// The names the at-scale benchmark gives its sites and pages, shared by the seeding workers and the
// visitor replay, so the paths requested are exactly the pages published.

export function benchSiteId(site: number): string {
  return `site${site}`;
}

/** Page 0 is the home page the starter creates; pages 1… are added as `page-1`, `page-2`… */
export function benchPageSlug(page: number): string {
  return `page-${page}`;
}

/** The path a visitor asks for on the app's own host (path-based address). */
export function benchPagePath(site: number, page: number): string {
  return page === 0 ? `/${benchSiteId(site)}` : `/${benchSiteId(site)}/${benchPageSlug(page)}`;
}
