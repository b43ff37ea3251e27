import type { AppLoadContext } from "react-router";
import { createProject } from "./create-project.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { failure, formValues, runIntent, UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-action.server";
import type { Actor } from "~/access/project-access.server";
import { readFormData } from "~/lib/read-form-data";
import { AppError } from "~/lib/app-error";

const START_MESSAGE = "Choose a starting point: blank or starter.";

/** The dashboard's post, for a signed-in partner: create a project, then open it. */
export async function handleHomeAction(request: Request, context: AppLoadContext, actor: Actor) {
  const values = formValues(await readFormData(request, context.config.bodyLimits.formBytes));
  const intent = values.intent ?? "";
  if (intent !== "create-project") return failure(intent, 400, UNKNOWN_INTENT_MESSAGE, {}, values);
  return runIntent(intent, values, async () => {
    const start = values.start === "starter" || values.start === "blank" ? values.start : undefined;
    if (values.start && !start) throw new AppError("INVALID", START_MESSAGE, { fieldErrors: { start: START_MESSAGE } });
    const { id } = await createProject(context.database.db, actor, {
      name: values.name ?? "",
      id: values.id,
      primaryColor: values.primaryColor,
      start,
    });
    const what = start === "starter" ? "with a starter landing page" : "with an empty home page";
    return redirectWithFlash(`/project/${id}`, `Project created ${what}.`);
  });
}
