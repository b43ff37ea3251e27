import type { Db } from "~/access/project-access.server";
import { MODULE_NOT_FOUND_MESSAGE, savedFirstMessage, STALE_MODULE_MESSAGE } from "./project-messages";
import { moduleSlugTakenMessage } from "~/lib/slug";
import { AppError } from "~/lib/app-error";

/** The module as the write sees it; call only inside `writeProjectContent`, which has checked access. */
export async function findModuleForWrite(trx: Db, projectId: string, moduleId: string) {
  const found = await trx
    .selectFrom("modules")
    .select(["id", "slug", "name", "sections", "version"])
    .select((eb) => eb.selectFrom("users").select("users.name").whereRef("users.id", "=", "modules.updatedBy").as("updatedByName"))
    .select("modules.updatedBy")
    .where("id", "=", moduleId)
    .where("projectId", "=", projectId)
    .executeTakeFirst();
  if (!found) throw new AppError("NOT_FOUND", MODULE_NOT_FOUND_MESSAGE);
  return found;
}

/** A stale save names whose save came first when it was another member's (the actor's own other tab reads as "changed elsewhere"). */
export function assertModuleVersion(found: { version: number; updatedBy?: string | null; updatedByName?: string | null }, expected: number, actorId?: string): void {
  if (found.version !== expected) throw new AppError("STALE_VERSION", found.updatedByName && actorId && found.updatedBy !== actorId ? savedFirstMessage("module", found.updatedByName) : STALE_MODULE_MESSAGE);
}

export async function assertModuleSlugFree(trx: Db, projectId: string, slug: string, exceptModuleId?: string): Promise<void> {
  let query = trx.selectFrom("modules").select("id").where("projectId", "=", projectId).where("slug", "=", slug);
  if (exceptModuleId) query = query.where("id", "!=", exceptModuleId);
  if (await query.executeTakeFirst()) {
    const message = moduleSlugTakenMessage(slug);
    throw new AppError("CONFLICT", message, { fieldErrors: { slug: message } });
  }
}
