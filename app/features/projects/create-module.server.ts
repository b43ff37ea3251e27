import type { z } from "zod";
import { assertModuleSlugFree } from "./module-rules.server";
import { newRecordId } from "./new-ids";
import { parseInput } from "~/lib/forms/parse-input";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { moduleCreateSchema } from "./schema";

export type CreateModuleInput = { projectId: string } & z.input<typeof moduleCreateSchema>;

/** Adds an empty module. Module slugs have their own namespace: `/{id}/{slug}/module` never meets a page's address. */
export async function createModule(db: Db, actor: Actor, input: CreateModuleInput): Promise<{ id: string; slug: string; version: number }> {
  const { name, slug } = parseInput(moduleCreateSchema, input);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    await assertModuleSlugFree(trx, projectId, slug);
    const id = newRecordId();
    await trx
      .insertInto("modules")
      .values({ id, projectId, slug, name, sections: [], version: 1, created: now, updated: now })
      .execute();
    return { id, slug, version: 1 };
  });
}
