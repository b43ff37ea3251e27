import type { Config } from "../../../server/config";
import type { ProjectOverview } from "./get-project.server";
import { relativeTime } from "~/lib/relative-time";

/** What the overview and settings screens show of the server itself. */
export type ServerFacts = { publicHost: string; mailConfigured: boolean };

export function serverFacts(config: Config): ServerFacts {
  return { publicHost: config.publicUrl.host, mailConfigured: Boolean(config.leads.smtpUrl) };
}

/** The overview and settings screens' view of a project the gate has read, with times already put into words. */
export function projectScreen(overview: ProjectOverview, server: ServerFacts) {
  const { project, pages, modules, canEdit, canManage, access } = overview;
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
    canManage,
    access,
    publicHost: server.publicHost,
    /** Whether this server sends mail at all (SMTP_URL); without it a notification email is kept but never used. */
    mailConfigured: server.mailConfigured,
  };
}

export type ProjectScreen = ReturnType<typeof projectScreen>;
export type PageItem = ProjectScreen["pages"][number];
export type ModuleItem = ProjectScreen["modules"][number];
