import type { z } from "zod";
import { assertModuleSlugFree, assertModuleVersion, findModuleForWrite } from "./module-rules.server";
import { parseInput } from "~/lib/forms/parse-input";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { moduleRenameSchema } from "./schema";

export type RenameModuleInput = { projectId: string; moduleId: string } & z.input<typeof moduleRenameSchema>;

/** Changes a module's name and/or slug, as long as nobody changed the module since `version`. */
export async function renameModule(
  db: Db,
  actor: Actor,
  input: RenameModuleInput,
): Promise<{ name: string; slug: string; version: number }> {
  const changes = parseInput(moduleRenameSchema, input);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const found = await findModuleForWrite(trx, projectId, input.moduleId);
    assertModuleVersion(found, changes.version);
    const name = changes.name ?? found.name;
    const slug = changes.slug ?? found.slug;
    if (slug !== found.slug) await assertModuleSlugFree(trx, projectId, slug, found.id);
    const version = found.version + 1;
    await trx.updateTable("modules").set({ name, slug, version, updated: now }).where("id", "=", found.id).execute();
    return { name, slug, version };
  });
}
