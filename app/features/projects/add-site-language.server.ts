import type { z } from "zod";
import { recordActivity } from "~/access/project-activity.server";
import { writeOwnedProject, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { languagePathOf } from "~/lib/language-paths";
import { siteLanguageOf } from "~/lib/site-languages";
import { STALE_PROJECT_MESSAGE } from "./project-messages";
import { siteLanguageSchema } from "./language-schema";
import { addedLanguagesOf, copyPagesIntoLanguages, pageUsesLanguagePathMessage } from "./language-versions.server";

export type SiteLanguageInput = { projectId: string } & z.input<typeof siteLanguageSchema>;

/** How many languages a site may add beside its own. */
export const MAX_ADDED_LANGUAGES = 20;

/**
 * Adds a language to a site (decision 0055): every page gets its version in it, a copy of the page
 * "not translated yet", at the same slug under the language's path. It is not served until the
 * partner publishes it.
 */
export async function addSiteLanguage(db: Db, actor: Actor, input: SiteLanguageInput): Promise<{ version: number; language: string }> {
  const { language: requested, version } = parseInput(siteLanguageSchema, input);
  const language = siteLanguageOf(requested);
  return writeOwnedProject(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const site = await addedLanguagesOf(trx, projectId);
    if (site.settingsVersion !== version) throw new AppError("STALE_VERSION", STALE_PROJECT_MESSAGE);
    const refuse = (message: string, code: "CONFLICT" | "INVALID" = "CONFLICT") => new AppError(code, message, { fieldErrors: { language: message } });
    if (language.tag === site.language) throw refuse(`${language.name} is this site's own language already.`);
    if (site.languages.some((added) => added.tag === language.tag)) throw refuse(`This site has a ${language.name} version already.`);
    if (site.languages.length >= MAX_ADDED_LANGUAGES) throw refuse(`A site can add at most ${MAX_ADDED_LANGUAGES} languages.`, "INVALID");
    const path = languagePathOf(language.tag);
    const clash = await trx.selectFrom("pages").select("id").where("projectId", "=", projectId).where("slug", "=", path).executeTakeFirst();
    if (clash) throw refuse(pageUsesLanguagePathMessage(path));

    const pages = await trx.selectFrom("pages").select(["id", "slug", "title", "seo", "sections"]).where("projectId", "=", projectId).orderBy("position").execute();
    await copyPagesIntoLanguages(trx, projectId, pages, [language.tag], now);
    const project = await trx.selectFrom("projects").select("settings").where("id", "=", projectId).executeTakeFirstOrThrow();
    const nextVersion = site.settingsVersion + 1;
    await trx
      .updateTable("projects")
      .set({ settings: { ...project.settings, languages: [...site.languages, { tag: language.tag, published: false }] }, settingsVersion: nextVersion })
      .where("id", "=", projectId)
      .execute();
    await recordActivity(trx, actor, projectId, "changed-settings", { language: language.tag });
    return { version: nextVersion, language: language.tag };
  });
}
