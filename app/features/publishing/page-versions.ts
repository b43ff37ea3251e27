import { languagePathOf, localizedDocumentPath } from "~/lib/language-paths";
import type { PageAlternate } from "~/features/sections/render-context";
import type { AddedLanguage, PageSeo } from "../../../db/stored-values";
import type { LocalizationSource } from "./publication-sources.server";

/**
 * A page in one language of the site, as a publication serves it: at `path` below the project
 * ("" for the home page in the site's own language, `fr` for it in French, `fr/commander`), and a
 * home page at its slug too (`alsoAt`). `localization` is null for the site's own language.
 */
export type PageVersion = { language: string; path: string; alsoAt: string | null; localization: LocalizationSource | null };

export type LanguageVersions = {
  /** Each page's versions, the site's own language first. */
  versionsOf: ReadonlyMap<string, readonly PageVersion[]>;
  /** For each published added language, where each page is in it, by the page's own slug ("" for the home page). */
  pagePaths: ReadonlyMap<string, ReadonlyMap<string, string>>;
};

export type LanguageVersionsInput = {
  siteLanguage: string;
  languages: readonly AddedLanguage[];
  homePageId: string | null;
  notFoundPageId: string | null;
  pages: readonly { id: string; slug: string; seo: PageSeo }[];
  localizations: readonly LocalizationSource[];
  /** The paths of the site's other documents (modules, files): a version never takes one. */
  taken: ReadonlySet<string>;
};

/**
 * Where each page is served in each language (decision 0055): in the site's own at its own
 * addresses, and in every published added language that has its version at
 * `<language>/<its slug>` (the home page at `<language>` too). An unpublished or removed language
 * serves nothing. The chosen not-found page answers 404 (docs/product.md#redirects), so it has no
 * version to serve in other languages. A version whose address another document has (a page slugged
 * `module` beside a module slugged like the language) is left out rather than shadowing it.
 */
export function planLanguageVersions(input: LanguageVersionsInput): LanguageVersions {
  const taken = new Set(input.taken);
  const versionsOf = new Map<string, PageVersion[]>();
  for (const page of input.pages) {
    const isHome = page.id === input.homePageId;
    const own: PageVersion = { language: page.seo.language ?? input.siteLanguage, path: isHome ? "" : page.slug, alsoAt: isHome ? page.slug : null, localization: null };
    versionsOf.set(page.id, [own]);
    for (const path of [own.path, own.alsoAt]) if (path !== null) taken.add(path);
  }
  const byPage = new Map(input.localizations.map((localization) => [`${localization.pageId}\n${localization.language}`, localization]));
  const pagePaths = new Map<string, Map<string, string>>();
  for (const { tag } of input.languages.filter((added) => added.published)) {
    const paths = new Map<string, string>();
    pagePaths.set(tag, paths);
    for (const page of input.pages) {
      const localization = byPage.get(`${page.id}\n${tag}`);
      const isHome = page.id === input.homePageId;
      if (!localization || (page.id === input.notFoundPageId && !isHome)) continue;
      const path = localizedDocumentPath(tag, localization.slug, isHome);
      const alsoAt = isHome ? `${languagePathOf(tag)}/${localization.slug}` : null;
      if (taken.has(path) || (alsoAt !== null && taken.has(alsoAt))) continue;
      for (const claimed of [path, alsoAt]) if (claimed !== null) taken.add(claimed);
      versionsOf.get(page.id)?.push({ language: tag, path, alsoAt, localization });
      paths.set(page.slug, path);
      if (isHome) paths.set("", path);
    }
  }
  return { versionsOf, pagePaths };
}

/** The address of a document below the project, as links on the site name it. */
export function documentHref(projectId: string, path: string): string {
  return path ? `/${projectId}/${path}` : `/${projectId}`;
}

/**
 * The page in each of its languages, for `hreflang` and the language switcher: the site's own
 * first, each language once (a page that says the language of a version of its own keeps its own).
 */
export function alternatesOf(projectId: string, versions: readonly PageVersion[], current: PageVersion): PageAlternate[] {
  const seen = new Set<string>();
  return versions.flatMap((version) => {
    if (seen.has(version.language)) return [];
    seen.add(version.language);
    return [{ language: version.language, href: documentHref(projectId, version.path), current: version === current }];
  });
}
