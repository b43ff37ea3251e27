import { requireProjectAccess } from "~/access/project-route-access.server";
import { exportLeadsResponse } from "~/features/leads/export-leads.server";
import type { Route } from "./+types/project-leads-export";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { actor, project: { id: projectId } } = await requireProjectAccess(request, params, context, undefined, "export-leads");
  return exportLeadsResponse(context.database.db, actor, projectId, new URL(request.url).searchParams);
}
