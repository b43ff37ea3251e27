import type { Logger } from "pino";
import type { Actor, Db } from "~/access/project-access.server";
import type { PagewrightLoadContext } from "~/load-context";
import { AppError } from "~/lib/app-error";
import { findVisibleSavedTemplate, savedTemplateFileKey } from "./saved-templates.server";

export const NOT_YOUR_TEMPLATE_MESSAGE = "Only the partner who saved this template can delete it.";

/**
 * Deletes one of the actor's own templates, published or not, and then its copies of the images.
 * Projects made from it keep theirs: each import stored its own (decision 0035).
 */
export async function deleteSavedTemplate(deps: { db: Db; storage: PagewrightLoadContext["storage"]; logger: Pick<Logger, "warn"> }, actor: Actor, templateId: string): Promise<{ name: string }> {
  const template = await findVisibleSavedTemplate(deps.db, actor, templateId);
  if (!template.isOwn) throw new AppError("FORBIDDEN", NOT_YOUR_TEMPLATE_MESSAGE);
  await deps.db.deleteFrom("savedTemplates").where("id", "=", template.id).where("ownerId", "=", actor.userId).execute();
  for (const image of template.manifest.images) {
    const key = savedTemplateFileKey(template.id, image.file);
    await deps.storage.delete(key).catch((error: unknown) => deps.logger.warn({ err: error, key }, "could not remove an image of a deleted template"));
  }
  return { name: template.name };
}
