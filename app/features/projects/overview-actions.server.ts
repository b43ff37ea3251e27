import type { AppLoadContext } from "react-router";
import { createModule } from "./create-module.server";
import { createPage } from "./create-page.server";
import { deleteModule } from "./delete-module.server";
import { deletePage } from "./delete-page.server";
import { duplicateModule } from "./duplicate-module.server";
import { duplicatePage } from "./duplicate-page.server";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { failure, formValues, runIntent, UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-action.server";
import type { Actor, Db } from "~/access/project-access.server";
import { requireProjectAccess } from "~/access/project-route-access.server";
import { renameModule } from "./rename-module.server";
import { renamePage } from "./rename-page.server";
import { reorderPages } from "./reorder-pages.server";
import { setHomePage } from "./set-home-page.server";
import { readFormData } from "~/lib/read-form-data";

type Values = Record<string, string>;
type IntentContext = { db: Db; actor: Actor; projectId: string; values: Values; form: FormData };

const text = (values: Values, key: string) => values[key] ?? "";

/** Each intent of the overview: do the change, and say what happened. */
const INTENTS: Record<string, (context: IntentContext) => Promise<string>> = {
  "create-page": async ({ db, actor, projectId, values }) => {
    const page = await createPage(db, actor, { projectId, title: text(values, "title"), slug: text(values, "slug") });
    return `Page “${text(values, "title").trim()}” created at /${page.slug}.`;
  },
  "duplicate-page": async ({ db, actor, projectId, values }) => {
    const page = await duplicatePage(db, actor, { projectId, pageId: text(values, "page"), title: text(values, "title"), slug: text(values, "slug") });
    return `Page duplicated as /${page.slug}.`;
  },
  "rename-page": async ({ db, actor, projectId, values }) => {
    const page = await renamePage(db, actor, {
      projectId,
      pageId: text(values, "page"),
      title: text(values, "title"),
      slug: text(values, "slug"),
      version: text(values, "version"),
    });
    return `Page saved as “${page.title}” at /${page.slug}.`;
  },
  "delete-page": async ({ db, actor, projectId, values }) => {
    await deletePage(db, actor, { projectId, pageId: text(values, "page") });
    return "Page deleted.";
  },
  "set-home-page": async ({ db, actor, projectId, values }) => {
    await setHomePage(db, actor, { projectId, pageId: text(values, "page") });
    return "Home page changed.";
  },
  "reorder-pages": async ({ db, actor, projectId, form }) => {
    await reorderPages(db, actor, { projectId, pageIds: form.getAll("pageIds").filter((id) => typeof id === "string") });
    return "Page order saved.";
  },
  "create-module": async ({ db, actor, projectId, values }) => {
    const created = await createModule(db, actor, { projectId, name: text(values, "name"), slug: text(values, "slug") });
    return `Module “${text(values, "name").trim()}” created as ${created.slug}.`;
  },
  "duplicate-module": async ({ db, actor, projectId, values }) => {
    const copy = await duplicateModule(db, actor, { projectId, moduleId: text(values, "module"), name: text(values, "name"), slug: text(values, "slug") });
    return `Module duplicated as ${copy.slug}.`;
  },
  "rename-module": async ({ db, actor, projectId, values }) => {
    const renamed = await renameModule(db, actor, {
      projectId,
      moduleId: text(values, "module"),
      name: text(values, "name"),
      slug: text(values, "slug"),
      version: text(values, "version"),
    });
    return `Module saved as “${renamed.name}” (${renamed.slug}).`;
  },
  "delete-module": async ({ db, actor, projectId, values }) => {
    await deleteModule(db, actor, { projectId, moduleId: text(values, "module") });
    return "Module deleted.";
  },
};

/** The overview's form posts, one intent each; success goes back to the overview with a message. */
export async function handleOverviewAction(request: Request, params: { projectId?: string }, context: AppLoadContext) {
  const { actor, project: { id: projectId } } = await requireProjectAccess(request, params, context);
  const form = await readFormData(request, context.config.bodyLimits.formBytes);
  const values = formValues(form);
  const intent = text(values, "intent");
  // Own keys only: a posted intent such as "constructor" must not find Object's.
  const run = Object.hasOwn(INTENTS, intent) ? INTENTS[intent] : undefined;
  if (!run) return failure(intent, 400, UNKNOWN_INTENT_MESSAGE, {}, values);
  return runIntent(intent, values, async () => {
    const message = await run({ db: context.database.db, actor, projectId, values, form });
    return redirectWithFlash(`/project/${projectId}`, message);
  });
}
