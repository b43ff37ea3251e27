import type { AppLoadContext } from "react-router";
import { requireProjectAccess } from "~/access/project-route-access.server";
import { getSignedInSession } from "~/features/auth/guards.server";
import { assertRouteParams, unknownRoute } from "~/lib/route-params";
import { loadEditorData } from "./editor-data.server";
import type { EditorData } from "./editor-data";
import type { DocumentKind } from "./editor-section";
import { readSaveForm, saveEditorContent, signedOutAnswer } from "./save-content.server";
import { AppError } from "~/lib/app-error";

type EditorParams = { projectId?: string | undefined; page?: string | undefined; module?: string | undefined };

/** The editor's data behind the project gate; a page or module that does not exist is the 404 of docs/product.md#error-texts. */
export async function loadEditorRoute(request: Request, params: EditorParams, context: AppLoadContext, kind: DocumentKind): Promise<EditorData> {
  const { actor, project: { id: projectId } } = await requireProjectAccess(request, params, context);
  try {
    const slug = (kind === "page" ? params.page : params.module) ?? "";
    return await loadEditorData(context.database.db, actor, { projectId, kind, slug, publicHost: context.config.publicUrl.host });
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") unknownRoute(context);
    throw error;
  }
}

/**
 * The autosave's endpoint. Signed out (in another tab, or the session ended), it answers 401 in
 * its own JSON rather than the sign-in redirect, so the editor can say so and keep the edits.
 */
export async function editorSaveAction(request: Request, params: { projectId?: string | undefined }, context: AppLoadContext) {
  assertRouteParams(context, params);
  if (!(await getSignedInSession(request, context))) return signedOutAnswer();
  const { actor, project: { id: projectId } } = await requireProjectAccess(request, params, context);
  const form = await readSaveForm(request, context.config.bodyLimits.editorSaveBytes);
  return form instanceof Response ? form : saveEditorContent(context, actor, projectId, form);
}
