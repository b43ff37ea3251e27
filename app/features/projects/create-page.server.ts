import type { z } from "zod";
import { newRecordId } from "./new-ids";
import { assertPageSlugFree, nextPagePosition } from "./page-rules.server";
import { parseInput } from "~/lib/forms/parse-input";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { copyNewPageIntoLanguages } from "./language-versions.server";
import { pageCreateSchema } from "./schema";

export type CreatePageInput = { projectId: string } & z.input<typeof pageCreateSchema>;

/** Adds an empty page at the end of the project's pages. */
export async function createPage(db: Db, actor: Actor, input: CreatePageInput): Promise<{ id: string; slug: string; version: number }> {
  const { title, slug } = parseInput(pageCreateSchema, input);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    await assertPageSlugFree(trx, projectId, slug);
    const id = newRecordId();
    await trx
      .insertInto("pages")
      .values({
        id,
        projectId,
        slug,
        title,
        position: await nextPagePosition(trx, projectId),
        sections: [],
        seo: {},
        version: 1,
        created: now,
        updated: now,
      })
      .execute();
    await copyNewPageIntoLanguages(trx, projectId, { id, slug, title, seo: {}, sections: [] }, now);
    return { id, slug, version: 1 };
  });
}
