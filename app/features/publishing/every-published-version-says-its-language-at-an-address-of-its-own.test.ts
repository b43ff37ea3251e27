import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { siteLanguageOf } from "~/lib/site-languages";
import type { PageSeo, StoredSection } from "../../../db/stored-values";
import { renderPageDocuments } from "./language-documents.server";
import { planLanguageVersions } from "./page-versions";
import type { LocalizationSource } from "./publication-sources.server";
import { pageCssBuilder } from "./site-stylesheet.server";

const TAGS = ["fr", "en", "ar", "he", "de", "es-419", "zh-Hant"];
// Few slugs, so that pages, versions, modules and language paths often meet: where they would share an address, one must give way.
const SLUGS = ["home", "order", "about", "fr", "en", "ar", "module", "de", "contact"];
const SECTIONS: StoredSection[] = [
  { id: "header1", type: "header", variant: "default", props: { siteName: "Mie", links: [{ id: "l1", label: "Order", href: "/order" }], languageSwitcher: true } },
  { id: "hero1", type: "hero", variant: "default", props: { title: "Fresh bread", image: null } },
];

const site = fc
  .record({
    siteLanguage: fc.constantFrom(...TAGS),
    added: fc.uniqueArray(fc.record({ tag: fc.constantFrom(...TAGS), published: fc.boolean() }), { selector: (added) => added.tag, maxLength: 4 }),
    slugs: fc.uniqueArray(fc.constantFrom(...SLUGS), { minLength: 1, maxLength: 4 }),
    pageLanguages: fc.array(fc.option(fc.constantFrom(...TAGS), { nil: undefined }), { minLength: 4, maxLength: 4 }),
    home: fc.nat(3),
    notFound: fc.option(fc.nat(3), { nil: null }),
    modules: fc.uniqueArray(fc.constantFrom(...SLUGS), { maxLength: 3 }),
    versionSlugs: fc.array(fc.option(fc.constantFrom(...SLUGS), { nil: null }), { minLength: 16, maxLength: 16 }),
  })
  .map((drawn) => {
    const languages = drawn.added.filter((added) => added.tag !== drawn.siteLanguage);
    const pages = drawn.slugs.map((slug, index) => {
      const language = drawn.pageLanguages[index];
      const seo: PageSeo = language ? { language } : {};
      return { id: `page${index}`, slug, title: slug, seo, sections: SECTIONS, version: 1, updated: new Date(0) };
    });
    const localizations: LocalizationSource[] = pages.flatMap((page, pageIndex) =>
      languages.flatMap((added, languageIndex) => {
        const slug = drawn.versionSlugs[pageIndex * 4 + languageIndex];
        return slug ? [{ pageId: page.id, language: added.tag, slug, title: `${slug} (${added.tag})`, seo: {}, texts: { hero1: { title: `Bread in ${added.tag}` } }, updated: new Date(0) }] : [];
      }),
    );
    const homePageId = pages[drawn.home % pages.length]?.id ?? null;
    const notFoundPageId = drawn.notFound === null ? null : (pages[drawn.notFound % pages.length]?.id ?? null);
    return { siteLanguage: drawn.siteLanguage, languages, pages, localizations, homePageId, notFoundPageId, modulePaths: drawn.modules.map((slug) => `${slug}/module`) };
  });

describe("the documents of a site in several languages", () => {
  test("each says the language of its version on <html>, with dir for right-to-left ones, and no two documents share an address", async () => {
    await fc.assert(
      fc.asyncProperty(site, async (input) => {
        const versions = planLanguageVersions({ ...input, taken: new Set(input.modulePaths) });
        const project = {
          id: "mie",
          name: "Mie",
          primaryColor: "#1d4ed8",
          settings: { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null, language: input.siteLanguage, languages: input.languages },
        };
        const shared = {
          origin: "http://app.test",
          project,
          homePageId: input.homePageId,
          versions,
          modulesById: new Map(),
          imageSources: () => undefined,
          conversionPath: (url: string) => url,
          cssBuilder: pageCssBuilder,
        };
        const paths = [...input.modulePaths];
        for (const page of input.pages) {
          const documents = await renderPageDocuments(shared, page, null);
          // The language each document must say: its version's words', else the page's own, else the site's.
          const languageOf = (localization: LocalizationSource | null) => localization?.language ?? page.seo.language ?? input.siteLanguage;
          const served = versions.versionsOf.get(page.id) ?? [];
          const expected = new Map(served.flatMap(({ path, alsoAt, localization }) => [path, alsoAt].flatMap((at) => (at === null ? [] : [[at, languageOf(localization)] as const]))));
          expect(documents.map((document) => document.path).sort()).toEqual([...expected.keys()].sort());
          for (const document of documents) {
            const language = siteLanguageOf(expected.get(document.path));
            expect(document.text.startsWith(`<!doctype html><html lang="${language.tag}"${language.rtl ? ' dir="rtl"' : ""}>`), document.path).toBe(true);
            paths.push(document.path);
          }
        }
        expect(new Set(paths).size).toBe(paths.length);
        // Every published language with a version of a page serves it, unless another document had its address first.
        const published = new Set(input.languages.filter((added) => added.published).map((added) => added.tag));
        for (const served of [...versions.versionsOf.values()].flat()) expect(served.localization === null || published.has(served.language)).toBe(true);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
