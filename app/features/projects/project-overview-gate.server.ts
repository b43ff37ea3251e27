import type { AppLoadContext } from "react-router";
import { behindProjectGate, type ProjectParams } from "~/access/project-route-access.server";
import type { Actor } from "~/access/project-access.server";
import type { Capability } from "~/access/project-roles";
import { getProject, type ProjectOverview } from "./get-project.server";

/** The project with its pages and modules, behind the same gate; `capability` is what the screen needs (seeing the project unless told). */
export async function requireProjectOverview(
  request: Request,
  params: ProjectParams,
  context: AppLoadContext,
  capability?: Capability,
): Promise<{ actor: Actor; overview: ProjectOverview }> {
  const { actor, found } = await behindProjectGate(request, params, context, (reader, projectId) => getProject(context.database.db, reader, { projectId }, capability));
  return { actor, overview: found };
}
