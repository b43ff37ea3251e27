import type { AppLoadContext } from "react-router";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { getProject } from "~/features/projects/get-project.server";
import { getPublicationState } from "~/features/publishing/get-publication-state.server";
import { getActivePrimaryDomain } from "~/features/urls/get-active-primary-domain.server";
import { listPublicAddresses } from "~/features/urls/list-public-addresses.server";

/**
 * A project's public addresses, for the URLs screen and its QR codes, once the route's project
 * gate has let the actor through: the pages and modules come from projects and their state from publishing, so the urls
 * feature lists them without importing either.
 */
export async function readPublicAddresses(context: AppLoadContext, { actor, project }: ProjectAccess) {
  const { db } = context.database;
  const overview = await getProject(db, actor, { projectId: project.id });
  const state = await getPublicationState(db, actor, { projectId: overview.project.id });
  const primaryDomain = await getActivePrimaryDomain(db, overview.project.id);
  return { project, primaryDomain, listed: listPublicAddresses(overview, state, { origin: context.config.publicUrl.origin, primaryDomain }) };
}
