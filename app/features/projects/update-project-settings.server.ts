import type { z } from "zod";
import { parseInput } from "./parse-input";
import { writeOwnedProject, type Actor, type Db } from "./project-access.server";
import { ProjectError } from "./project-error";
import { projectSettingsSchema } from "./schema";

export type UpdateProjectSettingsInput = { projectId: string } & z.input<typeof projectSettingsSchema>;

const HOME_PAGE_MISSING = "The chosen home page is not a page of this project.";

/** Saves the settings screen as a whole: name, colour, home page, SEO defaults and where leads are sent. */
export async function updateProjectSettings(db: Db, actor: Actor, input: UpdateProjectSettingsInput): Promise<void> {
  const settings = parseInput(projectSettingsSchema, input);
  await writeOwnedProject(db, actor, input.projectId, async (trx, { projectId }) => {
    const homePage = await trx
      .selectFrom("pages")
      .select("id")
      .where("id", "=", settings.homePageId)
      .where("projectId", "=", projectId)
      .executeTakeFirst();
    if (!homePage) throw new ProjectError("INVALID", HOME_PAGE_MISSING, { homePageId: HOME_PAGE_MISSING });
    await trx
      .updateTable("projects")
      .set({
        name: settings.name,
        primaryColor: settings.primaryColor,
        homePageId: homePage.id,
        settings: {
          seoTitle: settings.seoTitle ?? null,
          seoDescription: settings.seoDescription ?? null,
          faviconAssetId: settings.faviconAssetId ?? null,
          socialLinks: settings.socialLinks,
          leadNotificationEmail: settings.leadNotificationEmail?.toLowerCase() ?? null,
        },
      })
      .where("id", "=", projectId)
      .execute();
  });
}
