import { actorOf } from "~/access/project-route-access.server";
import { jsonError, methodNotAllowed } from "~/features/auth/json-responses";
import { requireUser } from "~/features/auth/guards.server";
import { handleImportRequest } from "~/features/portability/import-request.server";
import { importBodyLimit, importDeps } from "./portability-deps.server";
import type { Route } from "./+types/project-import";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError("METHOD_NOT_ALLOWED", "method_not_allowed", "Use POST.");
  const actor = actorOf(await requireUser(request, context));
  const limits = context.config.uploadLimits;
  const deps = importDeps({ db: context.database.db, storage: context.storage, limits, logger: context.logger });
  return handleImportRequest(request, deps, actor, importBodyLimit(limits));
}
