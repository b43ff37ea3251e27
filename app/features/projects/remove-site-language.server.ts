import { recordActivity } from "~/access/project-activity.server";
import { writeOwnedProject, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { siteLanguageOf } from "~/lib/site-languages";
import { STALE_PROJECT_MESSAGE } from "./project-messages";
import { siteLanguageSchema } from "./language-schema";
import { addedLanguagesOf, languageNotAddedMessage } from "./language-versions.server";
import type { SiteLanguageInput } from "./add-site-language.server";

/** Removes a language from a site, with every page's version in it; the next publication no longer serves them. */
export async function removeSiteLanguage(db: Db, actor: Actor, input: SiteLanguageInput): Promise<{ version: number }> {
  const { language: requested, version } = parseInput(siteLanguageSchema, input);
  const language = siteLanguageOf(requested).tag;
  return writeOwnedProject(db, actor, input.projectId, async (trx, { projectId }) => {
    const site = await addedLanguagesOf(trx, projectId);
    if (site.settingsVersion !== version) throw new AppError("STALE_VERSION", STALE_PROJECT_MESSAGE);
    if (!site.languages.some((added) => added.tag === language)) throw new AppError("NOT_FOUND", languageNotAddedMessage(language));
    await trx.deleteFrom("pageLocalizations").where("projectId", "=", projectId).where("language", "=", language).execute();
    const project = await trx.selectFrom("projects").select("settings").where("id", "=", projectId).executeTakeFirstOrThrow();
    const nextVersion = site.settingsVersion + 1;
    await trx
      .updateTable("projects")
      .set({ settings: { ...project.settings, languages: site.languages.filter((added) => added.tag !== language) }, settingsVersion: nextVersion })
      .where("id", "=", projectId)
      .execute();
    await recordActivity(trx, actor, projectId, "changed-settings", { language });
    return { version: nextVersion };
  });
}
