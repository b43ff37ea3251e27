// What a published site's addresses name, parsed once per address (docs/product.md#serving-on-a-domain).
import { isReservedProjectId } from "../../app/lib/reserved-project-ids";
import { RecentAnswers } from "../raw-headers";
import type { SiteVariant } from "./site-variants";

// The files of a site besides its pages and modules: sitemap, robots.txt, the icons and the web app manifest.
const SITE_FILES = String.raw`sitemap\.xml|robots\.txt|favicon-32\.png|icon-192\.png|icon-512\.png|apple-touch-icon\.png|manifest\.webmanifest`;
// A document's path below its site: a page, a module's `{module}/module`, and a page in a language the site
// adds, `{language}/{page}` (docs/product.md#several-languages); the publication says which one it is.
const DOCUMENT = String.raw`[A-Za-z0-9][A-Za-z0-9-]*(?:\/[A-Za-z0-9][A-Za-z0-9-]*)?`;
// /{projectId}, /{projectId}/{document} and /{projectId}/{site file}
const PUBLIC_PATH = new RegExp(String.raw`^\/([A-Za-z][A-Za-z0-9]+)(?:\/(${DOCUMENT}|${SITE_FILES}))?\/?$`);
// On a project's domain: /, /{document} and /{site file} (docs/product.md#serving-on-a-domain)
const DOMAIN_PATH = new RegExp(String.raw`^\/(?:(${DOCUMENT}|${SITE_FILES})\/?)?$`);
// Any path below a possible project id: where nothing is published, a live site answers its own not-found page.
const BELOW_PROJECT = /^\/([A-Za-z][A-Za-z0-9]+)(?:\/.*)?$/;

type PublicTarget = { projectId: string; path: string | null; pathname: string };

/** What a path-based address names: a project and its document's key (null when no document's), or null when no project's. */
function publicTargetOf(pathname: string): PublicTarget | null {
  const below = BELOW_PROJECT.exec(pathname);
  if (!below?.[1] || isReservedProjectId(below[1])) return null;
  const match = PUBLIC_PATH.exec(pathname);
  return { projectId: below[1].toLowerCase(), path: match ? (match[2] ?? "").toLowerCase() : null, pathname };
}

// Visitors ask for the same few addresses again and again: each is parsed once (docs/benchmarks.md#where-the-time-went).
export const publicTargets = new RecentAnswers<PublicTarget | null>(4_096, publicTargetOf);
export const PATH_BASED: SiteVariant = { onDomain: false, canonicalOrigin: null };

/** A domain address's document key, or null when the address is no document's. */
export const domainPaths = new RecentAnswers<string | null>(4_096, (pathname) => {
  const match = DOMAIN_PATH.exec(pathname);
  return match ? (match[1] ?? "").toLowerCase() : null;
});
// One variant object per canonical origin, so the variant's documents are found by the same key every time.
const domainVariants = new Map<string, SiteVariant>();
export function domainVariantOf(canonicalOrigin: string | null): SiteVariant {
  let variant = domainVariants.get(canonicalOrigin ?? "");
  if (!variant) {
    if (domainVariants.size >= 4_096) domainVariants.clear();
    variant = { onDomain: true, canonicalOrigin };
    domainVariants.set(canonicalOrigin ?? "", variant);
  }
  return variant;
}
