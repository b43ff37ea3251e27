import type { ProjectOverview } from "./get-project.server";
import { relativeTime } from "~/lib/relative-time";

/** The overview and settings screens' view of a project the gate has read, with times already put into words. */
export function projectScreen(overview: ProjectOverview, publicHost: string) {
  const { project, pages, modules, canEdit } = overview;
  const now = new Date();
  return {
    project: {
      id: project.id,
      name: project.name,
      primaryColor: project.primaryColor,
      homePageId: project.homePageId,
      settings: project.settings,
      settingsVersion: project.settingsVersion,
      lastPublished: project.lastPublishedAt ? relativeTime(project.lastPublishedAt, now) : null,
    },
    pages: pages.map((page) => ({ id: page.id, slug: page.slug, title: page.title, version: page.version, isHome: page.isHome, updated: relativeTime(page.updated, now) })),
    modules: modules.map((found) => ({ id: found.id, slug: found.slug, name: found.name, version: found.version, updated: relativeTime(found.updated, now) })),
    canEdit,
    publicHost,
  };
}

export type ProjectScreen = ReturnType<typeof projectScreen>;
export type PageItem = ProjectScreen["pages"][number];
export type ModuleItem = ProjectScreen["modules"][number];
