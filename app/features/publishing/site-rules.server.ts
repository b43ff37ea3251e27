import type { SiteRules } from "~/lib/site-rules";
import type { PublishSources } from "./publication-sources.server";

/**
 * What a publication keeps of the redirects and the not-found page (decision 0032): the redirects
 * as they are, and the chosen page by its slug, which is where the publication keeps its document.
 */
export function siteRulesOf(siteRules: PublishSources["siteRules"], pages: PublishSources["pages"]): SiteRules {
  const notFoundPage = pages.find((page) => page.id === siteRules.notFoundPageId)?.slug ?? null;
  return { redirects: siteRules.redirects, notFoundPage };
}
