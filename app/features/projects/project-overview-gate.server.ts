import type { AppLoadContext } from "react-router";
import { actorOf, type ProjectParams } from "~/access/project-route-access.server";
import type { Actor } from "~/access/project-access.server";
import { requireUser } from "~/features/auth/guards.server";
import { AppError } from "~/lib/app-error";
import { assertRouteParams, unknownRoute } from "~/lib/route-params";
import { getProject, type ProjectOverview } from "./get-project.server";

/** The project with its pages and modules, behind the same gate. */
export async function requireProjectOverview(
  request: Request,
  params: ProjectParams,
  context: AppLoadContext,
): Promise<{ actor: Actor; overview: ProjectOverview }> {
  assertRouteParams(context, params);
  const actor = actorOf(await requireUser(request, context));
  try {
    return { actor, overview: await getProject(context.database.db, actor, { projectId: params.projectId ?? "" }) };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") unknownRoute(context);
    throw error;
  }
}
