import type { AppLoadContext } from "react-router";
import { requireProjectOverview } from "./project-overview-gate.server";
import { relativeTime } from "~/lib/relative-time";

/** The overview and settings screens' view of a project, with times already put into words. */
export async function loadProjectScreen(request: Request, params: { projectId?: string }, context: AppLoadContext) {
  const { overview } = await requireProjectOverview(request, params, context);
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
    publicHost: context.config.publicUrl.host,
    /** Whether this server sends mail at all (SMTP_URL); without it a notification email is kept but never used. */
    mailConfigured: Boolean(context.config.leads.smtpUrl),
  };
}

export type ProjectScreen = Awaited<ReturnType<typeof loadProjectScreen>>;
export type PageItem = ProjectScreen["pages"][number];
export type ModuleItem = ProjectScreen["modules"][number];
