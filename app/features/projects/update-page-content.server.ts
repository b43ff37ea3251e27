import type { z } from "zod";
import type { StoredSection } from "../../../db/stored-values";
import { assertPageVersion, findPageForWrite } from "./page-rules.server";
import { parseInput } from "~/lib/forms/parse-input";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { pageContentSchema } from "./schema";
import { refuseInvalidSections } from "~/features/sections/section-list-rules";

export type UpdatePageContentInput = { projectId: string; pageId: string } & z.input<typeof pageContentSchema>;

/**
 * Saves a page's sections (and SEO fields when given) if the page is still at `version`;
 * otherwise refuses with STALE_VERSION so that an edit made elsewhere is never overwritten.
 * Content the section library would not render is refused with INVALID before anything is written.
 */
export async function updatePageContent(
  db: Db,
  actor: Actor,
  input: UpdatePageContentInput,
): Promise<{ version: number; updated: Date }> {
  const content = parseInput(pageContentSchema, input);
  refuseInvalidSections(content.sections, true);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const page = await findPageForWrite(trx, projectId, input.pageId);
    assertPageVersion(page, content.version, actor.userId);
    const version = page.version + 1;
    const sections: StoredSection[] = content.sections;
    await trx
      .updateTable("pages")
      .set({ sections, seo: content.seo ?? page.seo, version, updated: now, updatedBy: actor.userId })
      .where("id", "=", page.id)
      .execute();
    return { version, updated: now };
  });
}
