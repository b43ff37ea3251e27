import type { AppLoadContext } from "react-router";
import type { Actor } from "~/access/project-access.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { failure, formValues, runIntent, UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-action.server";
import { readFormData } from "~/lib/read-form-data";
import { deleteSavedTemplate } from "./delete-saved-template.server";
import { saveProjectAsTemplate } from "./save-project-as-template.server";

/** POST /project/{id}/save-as-template: the settings' "Save as template" form; back to the settings with what happened. */
export async function handleSaveAsTemplate(request: Request, context: AppLoadContext, actor: Actor, projectId: string) {
  const values = formValues(await readFormData(request, context.config.bodyLimits.formBytes));
  const intent = values.intent ?? "";
  if (intent !== "save-as-template") return failure(intent, 400, UNKNOWN_INTENT_MESSAGE, {}, values);
  return runIntent(intent, values, async () => {
    const deps = { db: context.database.db, storage: context.storage, origin: context.config.publicUrl.origin, logger: context.logger };
    const { name } = await saveProjectAsTemplate(deps, actor, { projectId, name: values.name, description: values.description });
    return redirectWithFlash(`/project/${projectId}/settings`, `Saved as the template “${name}”. New projects can start from it under Your templates.`);
  });
}

/** POST /saved-templates/{id}: the dashboard's "Delete" of one of the partner's templates. */
export async function handleSavedTemplateAction(request: Request, context: AppLoadContext, actor: Actor, templateId: string) {
  const values = formValues(await readFormData(request, context.config.bodyLimits.formBytes));
  const intent = values.intent ?? "";
  if (intent !== "delete-template") return failure(intent, 400, UNKNOWN_INTENT_MESSAGE, {}, values);
  return runIntent(intent, values, async () => {
    const { name } = await deleteSavedTemplate({ db: context.database.db, storage: context.storage, logger: context.logger }, actor, templateId);
    return redirectWithFlash("/", `Template “${name}” deleted.`);
  });
}
