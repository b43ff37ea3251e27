import { requireReadableProject, type Actor, type Db } from "~/access/project-access.server";
import { readProjectSettings } from "./project-settings";
import type { AddedLanguage } from "../../../db/stored-values";
import type { PageTexts } from "~/features/sections/section-texts";

export type PageLocalization = {
  pageId: string;
  language: string;
  slug: string;
  title: string;
  seoTitle: string;
  seoDescription: string;
  texts: PageTexts;
  version: number;
  /** False while the version is the copy the language started with: "not translated yet". */
  translated: boolean;
};

export type SiteLanguageVersions = {
  /** The site's own language. */
  language: string;
  /** The version of the project's settings, which adding, removing or publishing a language names. */
  settingsVersion: number;
  languages: AddedLanguage[];
  /** Every page's version in every added language, page by page in the site's order. */
  localizations: PageLocalization[];
};

/** The languages a site adds and each page's version in them, for whoever may see the project. */
export async function getPageLocalizations(db: Db, actor: Actor, input: { projectId: string }): Promise<SiteLanguageVersions> {
  const grant = await requireReadableProject(db, actor, input.projectId);
  const project = await db.selectFrom("projects").select(["settings", "settingsVersion"]).where("id", "=", grant.id).executeTakeFirstOrThrow();
  const settings = readProjectSettings(project.settings);
  const rows = await db
    .selectFrom("pageLocalizations")
    .innerJoin("pages", "pages.id", "pageLocalizations.pageId")
    .select(["pageLocalizations.pageId", "language", "pageLocalizations.slug", "pageLocalizations.title", "pageLocalizations.seo", "texts", "pageLocalizations.version", "translatedAt"])
    .where("pageLocalizations.projectId", "=", grant.id)
    .orderBy("pages.position")
    .execute();
  const order = new Map(settings.languages.map((added, index) => [added.tag, index]));
  return {
    language: settings.language,
    settingsVersion: project.settingsVersion,
    languages: settings.languages,
    localizations: rows
      .filter((row) => order.has(row.language))
      .sort((a, b) => order.get(a.language)! - order.get(b.language)!)
      .map((row) => ({
        pageId: row.pageId,
        language: row.language,
        slug: row.slug,
        title: row.title,
        seoTitle: row.seo.title ?? "",
        seoDescription: row.seo.description ?? "",
        texts: row.texts,
        version: row.version,
        translated: row.translatedAt !== null,
      })),
  };
}
