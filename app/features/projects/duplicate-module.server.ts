import type { z } from "zod";
import { assertModuleSlugFree, findModuleForWrite } from "./module-rules.server";
import { copySections, newRecordId } from "./new-ids";
import { parseInput } from "~/lib/forms/parse-input";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { moduleDuplicateSchema } from "./schema";

export type DuplicateModuleInput = { projectId: string; moduleId: string } & z.input<typeof moduleDuplicateSchema>;

/** Copies a module (with new section ids) under a new name and slug. */
export async function duplicateModule(
  db: Db,
  actor: Actor,
  input: DuplicateModuleInput,
): Promise<{ id: string; slug: string; version: number }> {
  const { name, slug } = parseInput(moduleDuplicateSchema, input);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const source = await findModuleForWrite(trx, projectId, input.moduleId);
    await assertModuleSlugFree(trx, projectId, slug);
    const id = newRecordId();
    await trx
      .insertInto("modules")
      .values({ id, projectId, slug, name, sections: copySections(source.sections), version: 1, created: now, updated: now })
      .execute();
    return { id, slug, version: 1 };
  });
}
