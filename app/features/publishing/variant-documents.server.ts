import { variantDocumentPath } from "~/lib/published-experiments";
import { localizedSections, type PageDocumentsInput } from "./language-documents.server";
import { alternatesOf, type PageVersion } from "./page-versions";
import { pageDocument, type PendingDocument } from "./pending-document";
import type { LocalizationSource, PublishSources } from "./publication-sources.server";
import { renderSiteDocument } from "./site-document.server";

type Page = PublishSources["pages"][number];

/** Every address a page under test is served at, in each of its languages: a variant is chosen at each (docs/product.md#ab-tests). */
export function testedPathsOf(input: Pick<PageDocumentsInput, "versions">, pageId: string): string[] {
  return (input.versions.versionsOf.get(pageId) ?? []).flatMap((version) => [version.path, version.alsoAt].filter((path): path is string => path !== null));
}

/**
 * A copy under test as its page's version in an added language: the copy's sections with the
 * copy's words in that language (the page's where the copy has none), at the version's addresses
 * with the variant's mark, so a visitor keeps the same variant in every language.
 */
export async function renderLocalizedVariant(input: PageDocumentsInput, control: Page, copy: Page, label: string, localizations: readonly LocalizationSource[]): Promise<PendingDocument[]> {
  const versions = input.versions.versionsOf.get(control.id) ?? [];
  const documents = await Promise.all(
    versions
      .filter((version): version is PageVersion & { localization: LocalizationSource } => version.localization !== null)
      .map(async (version) => {
        const own = localizations.find((localization) => localization.pageId === copy.id && localization.language === version.language) ?? version.localization;
        const { title, description } = own.seo;
        const document = await renderSiteDocument(
          {
            kind: "page",
            origin: input.origin,
            project: input.project,
            page: {
              slug: version.localization.slug,
              title: version.localization.title,
              seo: { ...(title ? { title } : {}), ...(description ? { description } : {}), ...(control.seo.noindex ? { noindex: true } : {}), language: version.language },
              isHome: control.id === input.homePageId,
            },
            version: { path: version.path, formPath: version.alsoAt ?? version.path, pagePaths: input.versions.pagePaths.get(version.language) ?? new Map() },
            alternates: alternatesOf(input.project.id, versions, version),
            sections: localizedSections(copy.sections, own.texts),
            modulesById: input.modulesById,
            imageSources: input.imageSources,
            conversionPath: input.conversionPath,
          },
          input.cssBuilder,
        );
        const common = pageDocument(copy, document);
        return [version.path, version.alsoAt].flatMap((path) => (path === null ? [] : [{ path: variantDocumentPath(path, label), ...common }]));
      }),
  );
  return documents.flat();
}
