import type { AppLoadContext } from "react-router";
import { behindProjectGate, type ProjectParams } from "~/access/project-route-access.server";
import type { Actor } from "~/access/project-access.server";
import { getProject, type ProjectOverview } from "./get-project.server";

/** The project with its pages and modules, behind the same gate. */
export async function requireProjectOverview(
  request: Request,
  params: ProjectParams,
  context: AppLoadContext,
): Promise<{ actor: Actor; overview: ProjectOverview }> {
  const { actor, found } = await behindProjectGate(request, params, context, (reader, projectId) => getProject(context.database.db, reader, { projectId }));
  return { actor, overview: found };
}
