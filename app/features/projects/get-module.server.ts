import type { StoredSection } from "../../../db/stored-values";
import { requireReadableProject, type Actor, type Db } from "~/access/project-access.server";
import { MODULE_NOT_FOUND_MESSAGE } from "./project-messages";
import { normalizeSlug } from "~/lib/slug";
import { AppError } from "~/lib/app-error";

export type EditableModule = {
  id: string;
  projectId: string;
  slug: string;
  name: string;
  sections: StoredSection[];
  version: number;
  updated: Date;
  /** Who saved the content last; null before anyone did since members exist. */
  updatedBy: string | null;
};

/** A module with its content, addressed by slug as in the module editor's route, for the owner or an admin. */
export async function getModule(db: Db, actor: Actor, input: { projectId: string; slug: string }): Promise<EditableModule> {
  const project = await requireReadableProject(db, actor, input.projectId);
  const found = await db
    .selectFrom("modules")
    .select(["id", "projectId", "slug", "name", "sections", "version", "updated", "updatedBy"])
    .where("projectId", "=", project.id)
    .where("slug", "=", normalizeSlug(input.slug))
    .executeTakeFirst();
  if (!found) throw new AppError("NOT_FOUND", MODULE_NOT_FOUND_MESSAGE);
  return found;
}
