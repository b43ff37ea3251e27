import type { z } from "zod";
import type { PageSeo } from "../../../db/stored-values";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { parseInput } from "~/lib/forms/parse-input";
import { AppError } from "~/lib/app-error";
import { assertPageVersion, findPageForWrite } from "./page-rules.server";
import { pageSettingsSchema } from "./schema";
import { siteLanguageOf } from "~/lib/site-languages";

export type UpdatePageSettingsInput = { projectId: string; pageId: string } & z.input<typeof pageSettingsSchema>;

export const SOCIAL_IMAGE_MISSING = "Choose one of this project's images (a photo or drawing, not an SVG).";

/**
 * Saves a page's settings (docs/product.md#page-settings): SEO title and description, the social
 * image, noindex and the page's own language, if the page is still at `version`. Its sections are left as they are. The
 * social image must be one of the project's bitmap images: a crop of it is what gets shared.
 */
export async function updatePageSettings(db: Db, actor: Actor, input: UpdatePageSettingsInput): Promise<{ seo: PageSeo; version: number }> {
  const settings = parseInput(pageSettingsSchema, input);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const page = await findPageForWrite(trx, projectId, input.pageId);
    assertPageVersion(page, settings.version, actor.userId);
    if (settings.socialImageAssetId) {
      const image = await trx.selectFrom("assets").select("contentType").where("id", "=", settings.socialImageAssetId).where("projectId", "=", projectId).executeTakeFirst();
      if (!image || image.contentType === "image/svg+xml") throw new AppError("INVALID", SOCIAL_IMAGE_MISSING, { fieldErrors: { socialImageAssetId: SOCIAL_IMAGE_MISSING } });
    }
    const seo: PageSeo = {
      ...(settings.seoTitle ? { title: settings.seoTitle } : {}),
      ...(settings.seoDescription ? { description: settings.seoDescription } : {}),
      ...(settings.noindex ? { noindex: true } : {}),
      ...(settings.socialImageAssetId ? { socialImageAssetId: settings.socialImageAssetId } : {}),
      ...(settings.language ? { language: siteLanguageOf(settings.language).tag } : {}),
    };
    const version = page.version + 1;
    await trx.updateTable("pages").set({ seo, version, updated: now, updatedBy: actor.userId }).where("id", "=", page.id).execute();
    return { seo, version };
  });
}
