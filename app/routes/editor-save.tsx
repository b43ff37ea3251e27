import { requireProjectAccess } from "~/access/project-route-access.server";
import { readSaveForm, saveEditorContent, signedOutAnswer } from "~/features/editor/save-content.server";
import { contentSavers } from "./editor-route.server";
import type { Route } from "./+types/editor-save";

// The editor's autosave endpoint (a form in, JSON out, at most EDITOR_SAVE_MAX_BYTES), also used
// with keepalive when a tab closes. Signed out (in another tab, or the session ended), it answers
// 401 in its own JSON rather than the sign-in redirect, so the editor can say so and keep the edits.
export async function action({ request, params, context }: Route.ActionArgs) {
  const { actor, project } = await requireProjectAccess(request, params, context, signedOutAnswer);
  const form = await readSaveForm(request, context.config.bodyLimits.editorSaveBytes);
  return form instanceof Response ? form : saveEditorContent(context, actor, project.id, form, contentSavers);
}
