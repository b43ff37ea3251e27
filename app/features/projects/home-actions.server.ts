import type { AppLoadContext } from "react-router";
import { createProject, type StartingPages } from "./create-project.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { failure, formValues, runIntent, UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-action.server";
import type { Actor } from "~/access/project-access.server";
import { readFormData } from "~/lib/read-form-data";
import { AppError } from "~/lib/app-error";

const START_MESSAGE = "Choose a starting point: blank, starter or one of the templates.";

/** A template the dashboard offers, by id: its label and its pages built for a project's name. */
export type TemplateStart = { label: string; pagesFor: (projectName: string) => StartingPages };

/** The dashboard's post, for a signed-in partner: create a project, then open it. */
export async function handleHomeAction(request: Request, context: AppLoadContext, actor: Actor, templateOf: (id: string) => TemplateStart | undefined) {
  const values = formValues(await readFormData(request, context.config.bodyLimits.formBytes));
  const intent = values.intent ?? "";
  if (intent !== "create-project") return failure(intent, 400, UNKNOWN_INTENT_MESSAGE, {}, values);
  return runIntent(intent, values, async () => {
    const start: "starter" | "blank" | undefined = values.start === "starter" || values.start === "blank" ? values.start : undefined;
    const template = values.start && !start ? templateOf(values.start) : undefined;
    if (values.start && !start && !template) throw new AppError("INVALID", START_MESSAGE, { fieldErrors: { start: START_MESSAGE } });
    const input = { name: values.name ?? "", id: values.id, primaryColor: values.primaryColor, start };
    // The name is checked before the template's copy takes it.
    const startingPages = template ? template.pagesFor(input.name.trim()) : undefined;
    const { id } = await createProject(context.database.db, actor, input, startingPages);
    const what = template ? `from the ${template.label} template` : start === "starter" ? "with a starter landing page" : "with an empty home page";
    return redirectWithFlash(`/project/${id}`, `Project created ${what}.`);
  });
}
