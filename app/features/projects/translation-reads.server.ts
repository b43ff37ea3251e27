import { requireReadableProject, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { siteLanguageOf } from "~/lib/site-languages";
import { readProjectSettings } from "./project-settings";
import { pageTextsOfSections } from "~/features/sections/section-texts";
import type { PageLocalization } from "./get-page-localizations.server";
import { languageNotAddedMessage } from "./language-versions.server";
import { PAGE_NOT_FOUND_MESSAGE } from "./project-messages";

/** An added language with how far its pages are translated (docs/product.md#several-languages). */
export type LanguageProgress = { tag: string; published: boolean; translatedPages: number };

export type TranslationProgress = {
  /** The site's own language. */
  language: string;
  languages: LanguageProgress[];
  pageCount: number;
  /** Each page's id with the added languages its version is not translated into yet, in the site's order of languages. */
  untranslated: Record<string, string[]>;
};

/**
 * How far each added language of a site is translated, for whoever may see the project: the
 * settings' languages card counts the pages, the page lists mark the ones still to translate. A
 * page without a version in a language yet (imported before the site kept languages) counts as
 * not translated, as its version starts as a copy when first saved.
 */
export async function getTranslationProgress(db: Db, actor: Actor, input: { projectId: string }): Promise<TranslationProgress> {
  const grant = await requireReadableProject(db, actor, input.projectId);
  const project = await db.selectFrom("projects").select("settings").where("id", "=", grant.id).executeTakeFirstOrThrow();
  const settings = readProjectSettings(project.settings);
  const pages = await db.selectFrom("pages").select("id").where("projectId", "=", grant.id).orderBy("position").orderBy("id").execute();
  const translated = settings.languages.length
    ? await db.selectFrom("pageLocalizations").select(["pageId", "language"]).where("projectId", "=", grant.id).where("translatedAt", "is not", null).execute()
    : [];
  const done = new Set(translated.map((row) => `${row.language}\n${row.pageId}`));
  const untranslated: Record<string, string[]> = {};
  for (const page of pages) {
    const missing = settings.languages.filter((added) => !done.has(`${added.tag}\n${page.id}`)).map((added) => added.tag);
    if (missing.length > 0) untranslated[page.id] = missing;
  }
  const pageIds = new Set(pages.map((page) => page.id));
  return {
    language: settings.language,
    languages: settings.languages.map((added) => ({
      ...added,
      translatedPages: translated.filter((row) => row.language === added.tag && pageIds.has(row.pageId)).length,
    })),
    pageCount: pages.length,
    untranslated,
  };
}

/**
 * One page's version in one of the site's added languages, as the editor's translation view edits
 * it; a page that has none yet gets the copy its first save would start from.
 */
export async function getPageTranslation(db: Db, actor: Actor, input: { projectId: string; pageId: string; language: string }): Promise<PageLocalization> {
  const grant = await requireReadableProject(db, actor, input.projectId);
  const project = await db.selectFrom("projects").select("settings").where("id", "=", grant.id).executeTakeFirstOrThrow();
  const language = siteLanguageOf(input.language).tag;
  if (!readProjectSettings(project.settings).languages.some((added) => added.tag === language)) throw new AppError("NOT_FOUND", languageNotAddedMessage(language));
  const page = await db.selectFrom("pages").select(["id", "slug", "title", "seo", "sections"]).where("id", "=", input.pageId).where("projectId", "=", grant.id).executeTakeFirst();
  if (!page) throw new AppError("NOT_FOUND", PAGE_NOT_FOUND_MESSAGE);
  const row = await db
    .selectFrom("pageLocalizations")
    .select(["slug", "title", "seo", "texts", "version", "translatedAt"])
    .where("pageId", "=", page.id)
    .where("language", "=", language)
    .executeTakeFirst();
  const stored = row ?? { slug: page.slug, title: page.title, seo: page.seo, texts: pageTextsOfSections(page.sections), version: 1, translatedAt: null };
  return {
    pageId: page.id,
    language,
    slug: stored.slug,
    title: stored.title,
    seoTitle: stored.seo.title ?? "",
    seoDescription: stored.seo.description ?? "",
    texts: stored.texts,
    version: stored.version,
    translated: stored.translatedAt !== null,
  };
}
