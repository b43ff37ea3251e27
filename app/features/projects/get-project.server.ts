import { projectKey, readableProjects, type Actor, type Db } from "~/access/project-access.server";
import { PROJECT_NOT_FOUND_MESSAGE } from "~/access/access-messages";
import { AppError } from "~/lib/app-error";
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
  /** False for an admin looking at another partner's project. */
  canEdit: boolean;
};

/** A project with its pages (in order) and modules, for its owner or an admin. */
export async function getProject(db: Db, actor: Actor, input: { projectId: string }): Promise<ProjectOverview> {
  const project = await readableProjects(db, actor)
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
    .where("id", "=", projectKey(input.projectId))
    .executeTakeFirst();
  if (!project) throw new AppError("NOT_FOUND", PROJECT_NOT_FOUND_MESSAGE);
  const [pages, modules] = await Promise.all([
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
  ]);
  return {
    project: { ...project, settings: readProjectSettings(project.settings) },
    pages: pages.map((page) => ({ ...page, isHome: page.id === project.homePageId })),
    modules,
    canEdit: project.ownerId === actor.userId,
  };
}
