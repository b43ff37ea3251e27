import type { AppLoadContext } from "react-router";
import { readFormData } from "~/lib/read-form-data";
import { createModule } from "./create-module.server";
import { createPage } from "./create-page.server";
import { deleteModule } from "./delete-module.server";
import { deletePage } from "./delete-page.server";
import { documentCommandSchema, type DocumentCommand, type DocumentKind } from "./document-command";
import { duplicateModule } from "./duplicate-module.server";
import { duplicatePage } from "./duplicate-page.server";
import { formValues, runIntent } from "~/lib/forms/form-action.server";
import { parseInput } from "~/lib/forms/parse-input";
import type { Actor, Db } from "~/access/project-access.server";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { renameModule } from "./rename-module.server";
import { renamePage } from "./rename-page.server";
import { reorderPages } from "./reorder-pages.server";
import { setHomePage } from "./set-home-page.server";
import { updatePageSettings } from "./update-page-settings.server";

/** What a command did, in words for the person and as the page or module it leaves to open. */
export type DocumentCommandOutcome = {
  kind: DocumentKind;
  /** Where the created, duplicated or renamed document now is; null after a delete, a new home page or a new order. */
  slug: string | null;
  message: string;
};

type PageCommand = Extract<Exclude<DocumentCommand, { intent: "page-settings" }>, { kind: "page" }>;
type ModuleCommand = Extract<DocumentCommand, { kind: "module" }>;

async function runPageCommand(db: Db, actor: Actor, projectId: string, command: PageCommand): Promise<DocumentCommandOutcome> {
  switch (command.intent) {
    case "create": {
      const page = await createPage(db, actor, { projectId, title: command.name, slug: command.slug });
      return { kind: "page", slug: page.slug, message: `Page “${command.name}” created at /${page.slug}.` };
    }
    case "duplicate": {
      const page = await duplicatePage(db, actor, { projectId, pageId: command.target, title: command.name, slug: command.slug });
      return { kind: "page", slug: page.slug, message: `Page duplicated as /${page.slug}.` };
    }
    case "rename": {
      const page = await renamePage(db, actor, { projectId, pageId: command.target, title: command.name, slug: command.slug, version: command.version, redirectOldPath: command.redirectOldPath });
      return { kind: "page", slug: page.slug, message: `Page saved as “${page.title}” at /${page.slug}.` };
    }
    case "delete":
      await deletePage(db, actor, { projectId, pageId: command.target });
      return { kind: "page", slug: null, message: "Page deleted." };
  }
}

async function runModuleCommand(db: Db, actor: Actor, projectId: string, command: ModuleCommand): Promise<DocumentCommandOutcome> {
  switch (command.intent) {
    case "create": {
      const created = await createModule(db, actor, { projectId, name: command.name, slug: command.slug });
      return { kind: "module", slug: created.slug, message: `Module “${command.name}” created as ${created.slug}.` };
    }
    case "duplicate": {
      const copy = await duplicateModule(db, actor, { projectId, moduleId: command.target, name: command.name, slug: command.slug });
      return { kind: "module", slug: copy.slug, message: `Module duplicated as ${copy.slug}.` };
    }
    case "rename": {
      const renamed = await renameModule(db, actor, { projectId, moduleId: command.target, name: command.name, slug: command.slug, version: command.version });
      return { kind: "module", slug: renamed.slug, message: `Module saved as “${renamed.name}” (${renamed.slug}).` };
    }
    case "delete":
      await deleteModule(db, actor, { projectId, moduleId: command.target });
      return { kind: "module", slug: null, message: "Module deleted." };
  }
}

/** Runs a checked command through the projects use-cases; their refusals are thrown as AppError. */
export async function runDocumentCommand(db: Db, actor: Actor, projectId: string, command: DocumentCommand): Promise<DocumentCommandOutcome> {
  switch (command.intent) {
    case "set-home":
      await setHomePage(db, actor, { projectId, pageId: command.target });
      return { kind: "page", slug: null, message: "Home page changed." };
    case "reorder":
      await reorderPages(db, actor, { projectId, pageIds: command.pageIds });
      return { kind: "page", slug: null, message: "Page order saved." };
    case "page-settings": {
      const { target, intent: _intent, kind: _kind, ...settings } = command;
      await updatePageSettings(db, actor, { projectId, pageId: target, ...settings });
      return { kind: "page", slug: null, message: "Page settings saved. They go live with the next publish." };
    }
    default:
      return command.kind === "page" ? runPageCommand(db, actor, projectId, command) : runModuleCommand(db, actor, projectId, command);
  }
}

/** A command that went through, for the screen that posted it to decide where to go next. */
export type DocumentCommandDone = { projectId: string; command: DocumentCommand; outcome: DocumentCommandOutcome };

/**
 * The action behind every page and module form, after the route's project gate: the posted
 * command checked against the one schema and run. A refusal (bad or missing fields, a taken slug, a stale version,
 * a read-only project) answers its 4xx with the messages and the values for the form; a success
 * is whatever `next` makes of it, so each screen only says where to go afterwards.
 */
export async function handleDocumentCommand(
  request: Request,
  context: AppLoadContext,
  { actor, project: { id: projectId } }: ProjectAccess,
  next: (done: DocumentCommandDone) => Promise<Response> | Response,
) {
  const form = await readFormData(request, context.config.bodyLimits.formBytes);
  const values = formValues(form);
  return runIntent(values.intent ?? "", values, async () => {
    const pageIds = form.has("pageIds") ? form.getAll("pageIds").filter((id) => typeof id === "string") : undefined;
    const command = parseInput(documentCommandSchema, { ...values, pageIds });
    const outcome = await runDocumentCommand(context.database.db, actor, projectId, command);
    return next({ projectId, command, outcome });
  });
}
