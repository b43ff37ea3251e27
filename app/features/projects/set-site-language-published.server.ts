import type { z } from "zod";
import { recordActivity } from "~/access/project-activity.server";
import { writeOwnedProject, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { siteLanguageOf } from "~/lib/site-languages";
import { STALE_PROJECT_MESSAGE } from "./project-messages";
import { siteLanguagePublishedSchema } from "./language-schema";
import { addedLanguagesOf, languageNotAddedMessage } from "./language-versions.server";

export type SetSiteLanguagePublishedInput = { projectId: string } & z.input<typeof siteLanguagePublishedSchema>;

/**
 * Serves an added language's pages from the next publication on, or stops serving them
 * (docs/product.md#several-languages): a language being translated stays unpublished.
 */
export async function setSiteLanguagePublished(db: Db, actor: Actor, input: SetSiteLanguagePublishedInput): Promise<{ version: number }> {
  const { language: requested, published, version } = parseInput(siteLanguagePublishedSchema, input);
  const language = siteLanguageOf(requested).tag;
  return writeOwnedProject(db, actor, input.projectId, async (trx, { projectId }) => {
    const site = await addedLanguagesOf(trx, projectId);
    if (site.settingsVersion !== version) throw new AppError("STALE_VERSION", STALE_PROJECT_MESSAGE);
    if (!site.languages.some((added) => added.tag === language)) throw new AppError("NOT_FOUND", languageNotAddedMessage(language));
    const project = await trx.selectFrom("projects").select("settings").where("id", "=", projectId).executeTakeFirstOrThrow();
    const nextVersion = site.settingsVersion + 1;
    const languages = site.languages.map((added) => (added.tag === language ? { tag: language, published } : added));
    await trx
      .updateTable("projects")
      .set({ settings: { ...project.settings, languages }, settingsVersion: nextVersion })
      .where("id", "=", projectId)
      .execute();
    await recordActivity(trx, actor, projectId, "changed-settings", { language });
    return { version: nextVersion };
  });
}
