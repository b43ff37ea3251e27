import type { AppLoadContext } from "react-router";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { readableProjects } from "~/access/project-access.server";
import { withFlash } from "~/lib/forms/flash.server";
import { listDomains, type DomainView } from "./list-domains.server";

export type DomainsScreenData = {
  project: { id: string; name: string; primaryColor: string };
  publicHost: string;
  /** Only the owner changes domains; an admin looks. */
  canEdit: boolean;
  domains: DomainView[];
};

/** What the domains screen shows: the project's header, its domains with the records to set, and whether the viewer may change them. */
export async function loadDomainsScreen(request: Request, context: AppLoadContext, { actor, project }: ProjectAccess) {
  const { db } = context.database;
  const { publicHostname, publicIps } = context.config.domains;
  const header = await readableProjects(db, actor).select(["id", "name", "primaryColor"]).where("id", "=", project.id).executeTakeFirstOrThrow();
  const domains = await listDomains(db, actor, { projectId: project.id, target: { publicHostname, publicIps } });
  const screen: DomainsScreenData = {
    project: header,
    publicHost: context.config.publicUrl.host,
    canEdit: project.role === "owner",
    domains,
  };
  return withFlash(request, screen);
}
