import { requireReadableProject, grantCan, type Actor, type Db, type ProjectRole } from "~/access/project-access.server";
import { DEFAULT_READ_CAPABILITY, type Capability } from "~/access/project-roles";
import { headerAccess, listProjectMembers, type HeaderAccess, type ProjectMember } from "~/access/project-members.server";
import { readProjectSettings, type CompleteProjectSettings } from "./project-settings";

export type PageSummary = {
  id: string;
  slug: string;
  title: string;
  position: number;
  version: number;
  isHome: boolean;
  updated: Date;
};

export type ModuleSummary = { id: string; slug: string; name: string; version: number; updated: Date };

export type ProjectOverview = {
  project: {
    id: string;
    ownerId: string;
    name: string;
    primaryColor: string;
    homePageId: string | null;
    settings: CompleteProjectSettings;
    settingsVersion: number;
    livePublicationId: string | null;
    lastPublishedAt: Date | null;
    created: Date;
    updated: Date;
  };
  pages: PageSummary[];
  modules: ModuleSummary[];
  /** Whether the actor may change pages, modules and assets: false for viewers, leads members and admins. */
  canEdit: boolean;
  /** Whether the actor may change settings, members and everything else only the owner may. */
  canManage: boolean;
  /** The actor's role, which screens ask what else they may do (app/access/project-roles.ts). */
  role: ProjectRole;
  /** Everyone with a role in the project, the owner first, for the header and the members screen. */
  members: ProjectMember[];
  /** What the header says about the actor's role and the other members. */
  access: HeaderAccess;
};

/** A project with its pages (in order) and modules, for a member whose role holds `capability`, or an admin. */
export async function getProject(db: Db, actor: Actor, input: { projectId: string }, capability: Capability = DEFAULT_READ_CAPABILITY): Promise<ProjectOverview> {
  const grant = await requireReadableProject(db, actor, input.projectId, capability);
  const project = await db
    .selectFrom("projects")
    .select([
      "id",
      "ownerId",
      "name",
      "primaryColor",
      "homePageId",
      "settings",
      "settingsVersion",
      "livePublicationId",
      "lastPublishedAt",
      "created",
      "updated",
    ])
    .where("id", "=", grant.id)
    .executeTakeFirstOrThrow();
  const [pages, modules, members] = await Promise.all([
    db
      .selectFrom("pages")
      .select(["id", "slug", "title", "position", "version", "updated"])
      .where("projectId", "=", project.id)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("modules")
      .select(["id", "slug", "name", "version", "updated"])
      .where("projectId", "=", project.id)
      .orderBy("slug")
      .execute(),
    listProjectMembers(db, project.id),
  ]);
  return {
    project: { ...project, settings: readProjectSettings(project.settings) },
    pages: pages.map((page) => ({ ...page, isHome: page.id === project.homePageId })),
    modules,
    canEdit: grantCan(grant, "edit-content"),
    canManage: grantCan(grant, "manage-project"),
    role: grant.role,
    members,
    access: headerAccess(actor, grant.role, members),
  };
}
