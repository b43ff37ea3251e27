import { requireReadableProject, type Actor, type Db } from "~/access/project-access.server";
import { readProjectSettings } from "./project-settings";

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
