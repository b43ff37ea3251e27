import { editorSaveAction } from "~/features/editor/editor-route.server";
import type { Route } from "./+types/editor-save";

// The editor's autosave endpoint (a form in, JSON out, at most EDITOR_SAVE_MAX_BYTES), also used
// with keepalive when a tab closes.
export async function action({ request, params, context }: Route.ActionArgs) {
  return editorSaveAction(request, params, context);
}
