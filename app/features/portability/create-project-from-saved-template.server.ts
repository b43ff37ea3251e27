import type { Actor } from "~/access/project-access.server";
import { importProjectFiles, type ImportDeps } from "./import-project.server";
import { findVisibleSavedTemplate, readSavedTemplateFiles } from "./saved-templates.server";

/**
 * A new project from one of the actor's templates or a published one, made as an import is: every
 * section migrated and checked, every image processed again and stored for the new project, new
 * ids throughout, nothing left behind on failure. The new project takes the name and colour the
 * partner chose; it arrives unpublished (docs/product.md#templates).
 */
export async function createProjectFromSavedTemplate(
  deps: ImportDeps,
  actor: Actor,
  input: { templateId: string; name: string; id: string; primaryColor: string },
): Promise<{ id: string; label: string }> {
  const template = await findVisibleSavedTemplate(deps.db, actor, input.templateId);
  const files = await readSavedTemplateFiles(deps.storage, template.id, template.manifest);
  const manifest = { ...template.manifest, project: { ...template.manifest.project, name: input.name, primaryColor: input.primaryColor } };
  const { id } = await importProjectFiles(deps, actor, { manifest, files, id: input.id });
  return { id, label: template.name };
}
