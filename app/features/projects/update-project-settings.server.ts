import { recordActivity } from "~/access/project-activity.server";
import type { z } from "zod";
import { parseInput } from "~/lib/forms/parse-input";
import { writeOwnedProject, type Actor, type Db } from "~/access/project-access.server";
import { STALE_PROJECT_MESSAGE } from "./project-messages";
import { projectSettingsSchema } from "./schema";
import { AppError } from "~/lib/app-error";
import { typefacePairingOf } from "~/lib/site-typography";
import { siteLanguageOf } from "~/lib/site-languages";
import { checkedVisitorTextOverrides } from "~/lib/visitor-texts/visitor-texts";

export type UpdateProjectSettingsInput = { projectId: string } & z.input<typeof projectSettingsSchema>;

const HOME_PAGE_MISSING = "The chosen home page is not a page of this project.";
const FAVICON_MISSING = "Choose one of this project's images, or the letter icon.";

/**
 * Saves the settings screen as a whole (name, colour, home page, SEO defaults and where leads are
 * sent, and how visitors reach the business) if they are still at `version`; otherwise refuses with
 * STALE_VERSION, so one person's save never silently overwrites another's. The favicon and social
 * links are kept as stored unless given; a favicon must be one of the project's images, and an
 * empty one chooses the letter icon again.
 */
export async function updateProjectSettings(db: Db, actor: Actor, input: UpdateProjectSettingsInput): Promise<{ version: number }> {
  const settings = parseInput(projectSettingsSchema, input);
  const visitorTexts = settings.visitorTexts === undefined ? undefined : checkedVisitorTextOverrides(settings.visitorTexts);
  return writeOwnedProject(db, actor, input.projectId, async (trx, { projectId }) => {
    const stored = await trx.selectFrom("projects").select(["settings", "settingsVersion"]).where("id", "=", projectId).executeTakeFirstOrThrow();
    if (stored.settingsVersion !== settings.version) throw new AppError("STALE_VERSION", STALE_PROJECT_MESSAGE);
    const homePage = await trx
      .selectFrom("pages")
      .select("id")
      .where("id", "=", settings.homePageId)
      .where("projectId", "=", projectId)
      .executeTakeFirst();
    if (!homePage) throw new AppError("INVALID", HOME_PAGE_MISSING, { fieldErrors: { homePageId: HOME_PAGE_MISSING } });
    if (settings.faviconAssetId) {
      const favicon = await trx.selectFrom("assets").select("id").where("id", "=", settings.faviconAssetId).where("projectId", "=", projectId).executeTakeFirst();
      if (!favicon) throw new AppError("INVALID", FAVICON_MISSING, { fieldErrors: { faviconAssetId: FAVICON_MISSING } });
    }
    const language = siteLanguageOf(settings.language ?? stored.settings.language);
    if (stored.settings.languages?.some((added) => added.tag === language.tag)) {
      const message = `${language.name} is one of the languages this site adds. Remove it under “Languages” before making it the site's own.`;
      throw new AppError("CONFLICT", message, { fieldErrors: { language: message } });
    }
    const version = stored.settingsVersion + 1;
    await trx
      .updateTable("projects")
      .set({
        name: settings.name,
        primaryColor: settings.primaryColor,
        homePageId: homePage.id,
        settings: {
          seoTitle: settings.seoTitle ?? null,
          seoDescription: settings.seoDescription ?? null,
          faviconAssetId: settings.faviconAssetId === undefined ? stored.settings.faviconAssetId : settings.faviconAssetId || null,
          socialLinks: settings.socialLinks ?? stored.settings.socialLinks,
          typography: typefacePairingOf(settings.typography ?? stored.settings.typography),
          isPrimaryExact: settings.isPrimaryExact === true,
          language: language.tag,
          visitorTexts: visitorTexts ?? stored.settings.visitorTexts ?? {},
          // The languages screen keeps the added languages; this one never changes them.
          languages: stored.settings.languages ?? [],
          leadNotificationEmail: settings.leadNotificationEmail?.toLowerCase() ?? null,
          contactEmail: settings.contactEmail ?? null,
          contactPhone: settings.contactPhone ?? null,
          contactAddress: settings.contactAddress ?? null,
        },
        settingsVersion: version,
      })
      .where("id", "=", projectId)
      .execute();
    await recordActivity(trx, actor, projectId, "changed-settings");
    return { version };
  });
}
