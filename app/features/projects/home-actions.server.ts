import type { AppLoadContext } from "react-router";
import { createProject, type CreateProjectInput } from "./create-project.server";
import { projectCreateSchema } from "./schema";
import { suggestProjectId } from "./suggest-project-id.server";
import { parseInput } from "~/lib/forms/parse-input";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { failure, formValues, runIntent, UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-action.server";
import type { Actor, Db } from "~/access/project-access.server";
import { readFormData } from "~/lib/read-form-data";
import { AppError } from "~/lib/app-error";
import { siteLanguageForBrowser } from "~/lib/site-languages";

const START_MESSAGE = "Choose a starting point: blank, starter or one of the templates.";

/**
 * A template the dashboard offers, by id: a way to make the whole project from it, with its pages
 * and images (a template shipped with the app, decision 0042; a saved template, which brings
 * modules and settings too, decision 0035), and the label the flash names it by when that is not
 * the template's own name.
 */
export type TemplateStart = { label?: string; create: (input: { name: string; id: string; primaryColor: string }) => Promise<{ id: string; label?: string }> };

/** The name, id and colour checked as for any new project (the id suggested when left empty), then the template makes the project. */
async function createWhole(db: Db, input: CreateProjectInput, create: TemplateStart["create"]) {
  const { name, id, primaryColor } = parseInput(projectCreateSchema, input);
  return create({ name, id: id ?? (await suggestProjectId(db, name)), primaryColor });
}

/** The dashboard's post, for a signed-in partner: create a project, then open it. */
export async function handleHomeAction(request: Request, context: AppLoadContext, actor: Actor, templateOf: (id: string) => TemplateStart | undefined) {
  const values = formValues(await readFormData(request, context.config.bodyLimits.formBytes));
  const intent = values.intent ?? "";
  if (intent !== "create-project") return failure(intent, 400, UNKNOWN_INTENT_MESSAGE, {}, values);
  return runIntent(intent, values, async () => {
    const start: "starter" | "blank" | undefined = values.start === "starter" || values.start === "blank" ? values.start : undefined;
    const template = values.start && !start ? templateOf(values.start) : undefined;
    if (values.start && !start && !template) throw new AppError("INVALID", START_MESSAGE, { fieldErrors: { start: START_MESSAGE } });
    // A new site is written in the partner's language until Settings says otherwise; a template keeps its own.
    const language = values.language || siteLanguageForBrowser(request.headers.get("Accept-Language"));
    const input = { name: values.name ?? "", id: values.id, primaryColor: values.primaryColor, start, language };
    if (template) {
      // The name is checked before the template's copy takes it.
      const made = await createWhole(context.database.db, input, template.create);
      const what = template.label ? `the ${template.label} template` : `the template “${made.label ?? ""}”`;
      return redirectWithFlash(`/project/${made.id}`, `Project created from ${what}.`);
    }
    const { id } = await createProject(context.database.db, actor, input);
    return redirectWithFlash(`/project/${id}`, `Project created ${start === "starter" ? "with a starter landing page" : "with an empty home page"}.`);
  });
}
