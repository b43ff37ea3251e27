import { data, redirect, type AppLoadContext } from "react-router";
import { createModule } from "~/features/projects/create-module.server";
import { createPage } from "~/features/projects/create-page.server";
import { deleteModule } from "~/features/projects/delete-module.server";
import { deletePage } from "~/features/projects/delete-page.server";
import { duplicateModule } from "~/features/projects/duplicate-module.server";
import { duplicatePage } from "~/features/projects/duplicate-page.server";
import type { Actor, Db } from "~/access/project-access.server";
import { renameModule } from "~/features/projects/rename-module.server";
import { renamePage } from "~/features/projects/rename-page.server";
import type { DocumentKind } from "./editor-section";
import { editorPath, type DocumentActionFailure } from "./document-paths";
import { AppError } from "~/lib/app-error";

type Values = { intent: string; name: string; slug: string; target: string; version: string; current: string; currentSlug: string };
type Done = { slug: string } | { deleted: true };

function valuesOf(form: FormData): Values {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return { intent: text("intent"), name: text("name"), slug: text("slug"), target: text("target"), version: text("version"), current: text("current"), currentSlug: text("currentSlug") };
}

const PAGE_INTENTS: Record<string, (db: Db, actor: Actor, projectId: string, values: Values) => Promise<Done>> = {
  create: (db, actor, projectId, { name, slug }) => createPage(db, actor, { projectId, title: name, slug }),
  duplicate: (db, actor, projectId, { name, slug, target }) => duplicatePage(db, actor, { projectId, pageId: target, title: name, slug }),
  rename: (db, actor, projectId, { name, slug, target, version }) => renamePage(db, actor, { projectId, pageId: target, title: name, slug, version }),
  delete: (db, actor, projectId, { target }) => deletePage(db, actor, { projectId, pageId: target }).then(() => ({ deleted: true }) as const),
};

const MODULE_INTENTS: typeof PAGE_INTENTS = {
  create: (db, actor, projectId, { name, slug }) => createModule(db, actor, { projectId, name, slug }),
  duplicate: (db, actor, projectId, { name, slug, target }) => duplicateModule(db, actor, { projectId, moduleId: target, name, slug }),
  rename: (db, actor, projectId, { name, slug, target, version }) => renameModule(db, actor, { projectId, moduleId: target, name, slug, version }),
  delete: (db, actor, projectId, { target }) => deleteModule(db, actor, { projectId, moduleId: target }).then(() => ({ deleted: true }) as const),
};

async function fallbackAfterDelete(db: Db, kind: DocumentKind, projectId: string): Promise<string> {
  if (kind === "page") {
    const project = await db.selectFrom("projects").select("homePageId").where("id", "=", projectId).executeTakeFirst();
    const home = project?.homePageId ? await db.selectFrom("pages").select("slug").where("id", "=", project.homePageId).executeTakeFirst() : undefined;
    return home ? editorPath("page", projectId, home.slug) : `/project/${projectId}`;
  }
  const first = await db.selectFrom("modules").select("slug").where("projectId", "=", projectId).orderBy("slug").executeTakeFirst();
  return first ? editorPath("module", projectId, first.slug) : `/project/${projectId}`;
}

/**
 * The sidebar's create, duplicate, rename and delete, through the projects use-cases. Success
 * opens the page or module it concerns (or, after deleting the open one, another); a refusal
 * answers its status with the messages for the dialog.
 */
export async function runDocumentAction(context: AppLoadContext, actor: Actor, projectId: string, kind: DocumentKind, form: FormData) {
  const values = valuesOf(form);
  const intents = kind === "page" ? PAGE_INTENTS : MODULE_INTENTS;
  // Own keys only: a posted intent such as "constructor" must not find Object's.
  const run = Object.hasOwn(intents, values.intent) ? intents[values.intent] : undefined;
  if (!run) return data<DocumentActionFailure>({ ok: false, intent: values.intent, message: "Unknown action.", fieldErrors: {} }, { status: 400 });
  const { db } = context.database;
  try {
    const done = await run(db, actor, projectId, values);
    const stay = editorPath(kind, projectId, values.currentSlug);
    if ("slug" in done) return redirect(values.intent === "rename" && values.target !== values.current ? stay : editorPath(kind, projectId, done.slug));
    return redirect(values.target === values.current ? await fallbackAfterDelete(db, kind, projectId) : stay);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const fieldErrors = { name: error.fieldErrors.title ?? error.fieldErrors.name, slug: error.fieldErrors.slug };
    return data<DocumentActionFailure>({ ok: false, intent: values.intent, message: error.message, fieldErrors }, { status: error.status });
  }
}
