import { requireProjectAccess } from "~/access/project-route-access.server";
import { readSaveForm, saveEditorContent } from "~/features/editor/save-content.server";
import { contentSavers } from "./editor-route.server";
import type { Route } from "./+types/editor-save";

// The editor's autosave endpoint (a form in, JSON out, at most EDITOR_SAVE_MAX_BYTES), also used
// with keepalive when a tab closes.
export async function action({ request, params, context }: Route.ActionArgs) {
  const { actor, project } = await requireProjectAccess(request, params, context);
  const form = await readSaveForm(request, context.config.bodyLimits.editorSaveBytes);
  return form instanceof Response ? form : saveEditorContent(context, actor, project.id, form, contentSavers);
}
