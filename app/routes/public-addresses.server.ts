import type { AppLoadContext } from "react-router";
import { requireProjectAccess, type ProjectParams } from "~/access/project-route-access.server";
import { getProject } from "~/features/projects/get-project.server";
import { getPublicationState } from "~/features/publishing/get-publication-state.server";
import { listPublicAddresses } from "~/features/urls/list-public-addresses.server";

/**
 * A project's public addresses behind the project screens' gate, for the URLs screen and its QR
 * codes: the pages and modules come from projects and their state from publishing, so the urls
 * feature lists them without importing either.
 */
export async function readPublicAddresses(request: Request, params: ProjectParams, context: AppLoadContext) {
  const { actor, project } = await requireProjectAccess(request, params, context);
  const { db } = context.database;
  const overview = await getProject(db, actor, { projectId: project.id });
  const state = await getPublicationState(db, actor, { projectId: overview.project.id });
  return { project, listed: listPublicAddresses(overview, state, { origin: context.config.publicUrl.origin }) };
}
