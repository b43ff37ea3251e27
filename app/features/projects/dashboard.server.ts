import type { MemberRole } from "~/access/project-roles";
import type { AppLoadContext } from "react-router";
import { listProjects } from "./list-projects.server";
import type { Actor } from "~/access/project-access.server";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";
import { relativeTime } from "~/lib/relative-time";

export type DashboardCard = {
  id: string;
  name: string;
  primaryColor: string;
  pageCount: number;
  published: string | null;
  updated: string;
  /** The actor's role; a card of a project shared with them says which. */
  role: MemberRole;
};

/** The dashboard's project cards for a search, with times already put into words. */
export async function loadDashboard(request: Request, context: AppLoadContext, actor: Actor) {
  const search = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, NAME_MAX_LENGTH);
  const { projects, hasMore } = await listProjects(context.database.db, actor, { search });
  const now = new Date();
  const cards: DashboardCard[] = projects.map((project) => ({
    id: project.id,
    name: project.name,
    primaryColor: project.primaryColor,
    pageCount: project.pageCount,
    published: project.lastPublishedAt ? relativeTime(project.lastPublishedAt, now) : null,
    updated: relativeTime(project.updated, now),
    role: project.role,
  }));
  return { search, cards, hasMore, publicHost: context.config.publicUrl.host };
}
