import { actorOf } from "~/access/project-route-access.server";
import { methodNotAllowed } from "~/features/auth/json-responses";
import { requireUser } from "~/features/auth/guards.server";
import { handleSavedTemplateAction } from "~/features/portability/saved-template-actions.server";
import type { Route } from "./+types/saved-template";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = actorOf(await requireUser(request, context));
  return handleSavedTemplateAction(request, context, actor, params.templateId);
}
