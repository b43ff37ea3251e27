import type { z } from "zod";
import { copySections, newRecordId } from "./new-ids";
import { assertPageSlugFree, findPageForWrite, nextPagePosition } from "./page-rules.server";
import { parseInput } from "~/lib/forms/parse-input";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { copyNewPageIntoLanguages } from "./language-versions.server";
import { pageDuplicateSchema } from "./schema";

export type DuplicatePageInput = { projectId: string; pageId: string } & z.input<typeof pageDuplicateSchema>;

/** Copies a page (content and SEO, with new section ids) under a new title and slug, at the end of the list. */
export async function duplicatePage(db: Db, actor: Actor, input: DuplicatePageInput): Promise<{ id: string; slug: string; version: number }> {
  const { title, slug } = parseInput(pageDuplicateSchema, input);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const source = await findPageForWrite(trx, projectId, input.pageId);
    await assertPageSlugFree(trx, projectId, slug);
    const id = newRecordId();
    const sections = copySections(source.sections);
    await trx
      .insertInto("pages")
      .values({
        id,
        projectId,
        slug,
        title,
        position: await nextPagePosition(trx, projectId),
        sections,
        seo: source.seo,
        version: 1,
        created: now,
        updated: now,
      })
      .execute();
    await copyNewPageIntoLanguages(trx, projectId, { id, slug, title, seo: source.seo, sections }, now);
    return { id, slug, version: 1 };
  });
}
