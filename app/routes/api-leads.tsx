import { methodNotAllowed } from "~/features/auth/json-responses";
import { runCaptureAction } from "~/features/leads/capture-action.server";
import type { Route } from "./+types/api-leads";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return runCaptureAction(request, params.projectId, context);
}
