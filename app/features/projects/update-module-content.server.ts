import type { z } from "zod";
import { assertModuleVersion, findModuleForWrite } from "./module-rules.server";
import { parseInput } from "~/lib/forms/parse-input";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { moduleContentSchema } from "./schema";
import { refuseInvalidSections } from "~/features/sections/section-list-rules";

export type UpdateModuleContentInput = { projectId: string; moduleId: string } & z.input<typeof moduleContentSchema>;

/**
 * Saves a module's sections if the module is still at `version`; otherwise refuses with
 * STALE_VERSION. Invalid content, and module references (a module never holds a module), are INVALID.
 */
export async function updateModuleContent(
  db: Db,
  actor: Actor,
  input: UpdateModuleContentInput,
): Promise<{ version: number; updated: Date }> {
  const { sections, version: expected } = parseInput(moduleContentSchema, input);
  refuseInvalidSections(sections, false);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const found = await findModuleForWrite(trx, projectId, input.moduleId);
    assertModuleVersion(found, expected, actor.userId);
    const version = found.version + 1;
    await trx.updateTable("modules").set({ sections, version, updated: now, updatedBy: actor.userId }).where("id", "=", found.id).execute();
    return { version, updated: now };
  });
}
