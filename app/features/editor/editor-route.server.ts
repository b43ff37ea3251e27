import type { AppLoadContext } from "react-router";
import { requireProjectAccess } from "~/access/project-route-access.server";
import { unknownRoute } from "~/lib/route-params";
import { loadEditorData } from "./editor-data.server";
import type { EditorData } from "./editor-data";
import type { DocumentKind } from "./editor-section";
import { runDocumentAction } from "./document-actions.server";
import { readSaveForm, saveEditorContent } from "./save-content.server";
import { readFormData } from "~/lib/read-form-data";
import { AppError } from "~/lib/app-error";

type EditorParams = { projectId?: string | undefined; page?: string | undefined; module?: string | undefined };

/** The editor's data behind the project gate; a page or module that does not exist is the spec's 404. */
export async function loadEditorRoute(request: Request, params: EditorParams, context: AppLoadContext, kind: DocumentKind): Promise<EditorData> {
  const { actor, project: { id: projectId } } = await requireProjectAccess(request, params, context);
  try {
    return await loadEditorData(context.database.db, actor, { projectId, kind, slug: (kind === "page" ? params.page : params.module) ?? "" });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") unknownRoute(context);
    throw error;
  }
}

export async function editorDocumentAction(request: Request, params: EditorParams, context: AppLoadContext, kind: DocumentKind) {
  const { actor, project: { id: projectId } } = await requireProjectAccess(request, params, context);
  return runDocumentAction(context, actor, projectId, kind, await readFormData(request, context.config.bodyLimits.formBytes));
}

export async function editorSaveAction(request: Request, params: { projectId?: string | undefined }, context: AppLoadContext) {
  const { actor, project: { id: projectId } } = await requireProjectAccess(request, params, context);
  const form = await readSaveForm(request, context.config.bodyLimits.editorSaveBytes);
  return form instanceof Response ? form : saveEditorContent(context, actor, projectId, form);
}
