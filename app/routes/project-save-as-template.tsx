import { requireProjectAccess } from "~/access/project-route-access.server";
import { methodNotAllowed } from "~/features/auth/json-responses";
import { handleSaveAsTemplate } from "~/features/portability/saved-template-actions.server";
import type { Route } from "./+types/project-save-as-template";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { actor, project } = await requireProjectAccess(request, params, context);
  return handleSaveAsTemplate(request, context, actor, project.id);
}
