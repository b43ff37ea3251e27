import type { Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { readProjectSettings } from "./project-settings";
import { languagePathOf } from "~/lib/language-paths";
import { siteLanguageOf } from "~/lib/site-languages";
import { pageTextsOfSections } from "~/features/sections/section-texts";
import type { AddedLanguage, PageSeo, StoredSection } from "../../../db/stored-values";

export function languageNotAddedMessage(tag: string): string {
  return `This site has no ${siteLanguageOf(tag).english} version. Add the language in Settings first.`;
}

export function pageUsesLanguagePathMessage(path: string): string {
  return `A page of this project has the slug “${path}”, which is where this language's pages would be. Change that page's slug first.`;
}

/** The languages a project adds beside its own, as its settings keep them. */
export async function addedLanguagesOf(trx: Db, projectId: string): Promise<{ language: string; languages: AddedLanguage[]; settingsVersion: number }> {
  const project = await trx.selectFrom("projects").select(["settings", "settingsVersion"]).where("id", "=", projectId).executeTakeFirstOrThrow();
  const settings = readProjectSettings(project.settings);
  return { language: settings.language, languages: settings.languages, settingsVersion: project.settingsVersion };
}

/** Refuses a page slug that is where one of the site's added languages keeps its pages. */
export async function assertSlugIsNoLanguagePath(trx: Db, projectId: string, slug: string): Promise<void> {
  const { languages } = await addedLanguagesOf(trx, projectId);
  if (languages.some((added) => languagePathOf(added.tag) === slug.toLowerCase())) {
    const message = `The slug “${slug}” is where this site's ${siteLanguageOf(slug).english} pages are. Choose another slug.`;
    throw new AppError("CONFLICT", message, { fieldErrors: { slug: message } });
  }
}

function seoWithoutLanguage(seo: PageSeo): Omit<PageSeo, "language"> {
  const { language: _ignored, ...rest } = seo;
  return rest;
}

/** A slug no other page of the project uses in `language`: the page's own, or it with -2, -3… */
async function freeSlug(trx: Db, projectId: string, language: string, slug: string): Promise<string> {
  const taken = new Set((await trx.selectFrom("pageLocalizations").select("slug").where("projectId", "=", projectId).where("language", "=", language).execute()).map((row) => row.slug));
  if (!taken.has(slug)) return slug;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${slug.slice(0, 56)}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

type PageToCopy = { id: string; slug: string; title: string; seo: PageSeo; sections: StoredSection[] };

/**
 * Starts each page's version in each language as a copy of the page, "not translated yet"
 * (decision 0055): when a language is added, and when a page is added to a site with languages.
 */
export async function copyPagesIntoLanguages(trx: Db, projectId: string, pages: readonly PageToCopy[], languages: readonly string[], now: Date): Promise<void> {
  for (const language of languages) {
    for (const page of pages) {
      await trx
        .insertInto("pageLocalizations")
        .values({
          pageId: page.id,
          projectId,
          language,
          slug: await freeSlug(trx, projectId, language, page.slug),
          title: page.title,
          seo: seoWithoutLanguage(page.seo),
          texts: pageTextsOfSections(page.sections),
          version: 1,
          translatedAt: null,
          updatedBy: null,
          created: now,
          updated: now,
        })
        .execute();
    }
  }
}

/** A new page of a site with languages gets its version in each, "not translated yet". */
export async function copyNewPageIntoLanguages(trx: Db, projectId: string, page: PageToCopy, now: Date): Promise<void> {
  const { languages } = await addedLanguagesOf(trx, projectId);
  await copyPagesIntoLanguages(
    trx,
    projectId,
    [page],
    languages.map((added) => added.tag),
    now,
  );
}
