import { requireProjectAccess } from "~/access/project-route-access.server";
import { jsonError, methodNotAllowed } from "~/features/auth/json-responses";
import { handleUploadRequest } from "~/features/assets/upload-request.server";
import type { Route } from "./+types/project-assets-upload";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError("METHOD_NOT_ALLOWED", "method_not_allowed", "Use POST.");
  const access = await requireProjectAccess(request, params, context);
  return handleUploadRequest(request, context, access);
}
