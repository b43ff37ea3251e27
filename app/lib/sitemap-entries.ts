function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A published sitemap without the entries of `paths` (documents' paths; '' is the home page), or
 * without any when `all`: pages that ask for a password or are off are never listed
 * (docs/product.md#password-protected-pages).
 */
export function sitemapWithout(sitemap: string, projectId: string, paths: ReadonlySet<string>, all: boolean): string {
  if (!all && paths.size === 0) return sitemap;
  const id = escaped(projectId);
  return sitemap.replace(new RegExp(`<url><loc>[^<]*?/${id}(?:/([^<]*))?</loc>.*?</url>`, "g"), (entry, slug: string | undefined) => (all || paths.has(slug ?? "") ? "" : entry));
}
