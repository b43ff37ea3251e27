import { alternatesOf, documentHref, type LanguageVersions } from "./page-versions";
import type { PublishSources } from "./publication-sources.server";

const xmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? character);
}

/** A page's address in the sitemap, with its versions in other languages (itself among them) when it has some. */
export type SitemapUrl = { url: string; lastModified: Date; alternates?: readonly { hreflang: string; url: string }[] };

/**
 * The sitemap; a page with versions in other languages lists each with all of them as
 * `xhtml:link` alternates, as search engines read them (docs/product.md#several-languages).
 */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const alternate = ({ hreflang, url }: { hreflang: string; url: string }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(url)}"/>`;
  const entries = urls
    .map(({ url, lastModified, alternates = [] }) => `<url><loc>${escapeXml(url)}</loc><lastmod>${lastModified.toISOString()}</lastmod>${alternates.map(alternate).join("")}</url>`)
    .join("");
  // The xhtml namespace only when some page has alternates, so a site in one language keeps its sitemap as it was.
  const xhtml = urls.some((url) => url.alternates?.length) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : "";
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>${entries}</urlset>\n`;
}

/**
 * Every listed page in each of its languages. Pages kept out of search engines are left out
 * (docs/product.md#page-settings), and so is the chosen not-found page, which answers 404 at its
 * own address (docs/product.md#redirects). A version was last changed when its page or its words were.
 */
export function sitemapUrls(input: {
  origin: string;
  projectId: string;
  homePageId: string | null;
  notFoundPageId: string | null;
  pages: PublishSources["pages"];
  versions: LanguageVersions;
}): SitemapUrl[] {
  const listed = (page: PublishSources["pages"][number]) => !page.seo.noindex && (page.id !== input.notFoundPageId || page.id === input.homePageId);
  return input.pages.filter(listed).flatMap((page) => {
    const versions = input.versions.versionsOf.get(page.id) ?? [];
    const own = versions[0];
    const alternates = own && versions.length > 1 ? alternatesOf(input.projectId, versions, own).map((alternate) => ({ hreflang: alternate.language, url: `${input.origin}${alternate.href}` })) : [];
    const withDefault = alternates[0] && alternates.length > 1 ? [...alternates, { hreflang: "x-default", url: alternates[0].url }] : [];
    return versions.map((version) => ({
      url: `${input.origin}${documentHref(input.projectId, version.path)}`,
      lastModified: version.localization && version.localization.updated > page.updated ? version.localization.updated : page.updated,
      ...(withDefault.length > 0 ? { alternates: withDefault } : {}),
    }));
  });
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\nSitemap: ${sitemapUrl}\n`;
}
