import type { Db } from "~/access/project-access.server";
import { pageTextsOfSections } from "~/features/sections/section-texts";
import { siteLanguageOf } from "~/lib/site-languages";
import type { PageSeo } from "../../../db/stored-values";
import type { ValidManifest } from "./check-project-manifest";

type ImportedPage = ValidManifest["pages"][number];

/** A slug no page of the file takes in `language`: the page's own, or it with -2, -3… */
function freeSlug(taken: Set<string>, slug: string): string {
  let candidate = slug;
  for (let suffix = 2; taken.has(candidate); suffix += 1) candidate = `${slug.slice(0, 56)}-${suffix}`;
  taken.add(candidate);
  return candidate;
}

/**
 * Every imported page's version in each language the file's site adds (decision 0055): as the
 * file has it, or, for a page the file has none for, a copy of the page "not translated yet", as
 * adding a language makes one.
 */
export async function insertLocalizations(
  trx: Db,
  projectId: string,
  manifest: ValidManifest,
  imported: (page: ImportedPage) => { id: string; seo: (seo: PageSeo) => PageSeo },
  now: Date,
): Promise<void> {
  for (const { tag } of manifest.project.settings.languages ?? []) {
    const versions = manifest.pages.map((page) => ({ page, version: page.localizations?.find((localization) => localization.language.toLowerCase() === tag.toLowerCase()) }));
    const taken = new Set(versions.flatMap(({ version }) => (version ? [version.slug] : [])));
    for (const { page, version } of versions) {
      const { id, seo } = imported(page);
      const { language: _ownLanguage, ...pageSeo } = page.seo;
      await trx
        .insertInto("pageLocalizations")
        .values({
          pageId: id,
          projectId,
          language: siteLanguageOf(tag).tag,
          slug: version ? version.slug : freeSlug(taken, page.slug),
          title: version ? version.title : page.title,
          seo: seo(version ? version.seo : pageSeo),
          texts: version ? version.texts : pageTextsOfSections(page.sections),
          version: 1,
          translatedAt: version?.translated ? new Date(version.updated) : null,
          updatedBy: null,
          created: now,
          updated: version ? new Date(version.updated) : now,
        })
        .execute();
    }
  }
}
