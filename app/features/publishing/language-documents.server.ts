import { withSectionTexts } from "~/features/sections/section-texts";
import { validateSection } from "~/features/sections/render-sections";
import type { ImageSourceResolver } from "~/features/sections/shared/image-sources";
import type { PageSeo, StoredSection } from "../../../db/stored-values";
import type { PageCssBuilder } from "./page-css.server";
import { pageDocument, type PendingDocument } from "./pending-document";
import { alternatesOf, type LanguageVersions, type PageVersion } from "./page-versions";
import type { LocalizationSource, PublishSources } from "./publication-sources.server";
import { renderSiteDocument, type SiteProject } from "./site-document.server";
import type { SocialImage } from "./site-head.server";

type Page = PublishSources["pages"][number];

/** What every page document of a publication is rendered with. */
export type PageDocumentsInput = {
  origin: string;
  project: SiteProject;
  homePageId: string | null;
  versions: LanguageVersions;
  modulesById: ReadonlyMap<string, readonly unknown[]>;
  imageSources: ImageSourceResolver;
  conversionPath: (url: string) => string;
  cssBuilder: PageCssBuilder;
};

/**
 * A page's sections with a language's words laid over them, upgraded first so the words' paths are
 * those of the current fields; module references and sections that do not validate stay as they
 * are (the renderer shows a module's own sections, and nothing for an invalid one).
 */
export function localizedSections(sections: readonly StoredSection[], texts: LocalizationSource["texts"]): unknown[] {
  return sections.map((raw) => {
    const result = validateSection(raw);
    return result.ok ? withSectionTexts(result.section, texts[result.section.id]) : raw;
  });
}

/** The version's SEO fields: its own title and description, and the page's other settings (indexing, share image), which every language shares. */
function seoOf(page: Page, version: PageVersion): PageSeo {
  if (!version.localization) return page.seo;
  const { title, description } = version.localization.seo;
  const { noindex, socialImageAssetId } = page.seo;
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    ...(noindex ? { noindex } : {}),
    ...(socialImageAssetId ? { socialImageAssetId } : {}),
    language: version.language,
  };
}

/** One page's version as a document, at each of its addresses. */
async function renderVersion(input: PageDocumentsInput, page: Page, version: PageVersion, socialImage: SocialImage | null): Promise<PendingDocument[]> {
  const isHome = page.id === input.homePageId;
  const versions = input.versions.versionsOf.get(page.id) ?? [version];
  const { localization } = version;
  const document = await renderSiteDocument(
    {
      kind: "page",
      origin: input.origin,
      project: input.project,
      page: { slug: localization?.slug ?? page.slug, title: localization?.title ?? page.title, seo: seoOf(page, version), isHome },
      ...(localization ? { version: { path: version.path, formPath: version.alsoAt ?? version.path, pagePaths: input.versions.pagePaths.get(version.language) ?? new Map() } } : {}),
      ...(versions.length > 1 ? { alternates: alternatesOf(input.project.id, versions, version) } : {}),
      socialImage,
      sections: localization ? localizedSections(page.sections, localization.texts) : page.sections,
      modulesById: input.modulesById,
      imageSources: input.imageSources,
      conversionPath: input.conversionPath,
    },
    input.cssBuilder,
  );
  const common = pageDocument(page, document);
  return [version.path, version.alsoAt].flatMap((path) => (path === null ? [] : [{ path, ...common }]));
}

/**
 * Every document of a page: in the site's own language at its addresses, and in each language the
 * site publishes it in at that version's (decision 0055), each saying its language, its own title
 * and SEO texts, its words over the shared sections, and the others as `hreflang` alternates.
 */
export async function renderPageDocuments(input: PageDocumentsInput, page: Page, socialImage: SocialImage | null): Promise<PendingDocument[]> {
  const versions = input.versions.versionsOf.get(page.id) ?? [];
  return (await Promise.all(versions.map((version) => renderVersion(input, page, version, socialImage)))).flat();
}

/** The page's alternates as its own-language document carries them, for the copies of an A/B test shown at its addresses. */
export function ownAlternatesOf(input: Pick<PageDocumentsInput, "project" | "versions">, pageId: string) {
  const versions = input.versions.versionsOf.get(pageId) ?? [];
  return versions.length > 1 && versions[0] ? { alternates: alternatesOf(input.project.id, versions, versions[0]) } : {};
}
