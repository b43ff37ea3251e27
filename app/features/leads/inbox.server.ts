import type { HeaderAccessView } from "~/ui/project-header";
import type { AppLoadContext } from "react-router";
import type { ProjectSettings } from "../../../db/stored-values";
import type { Actor } from "~/access/project-access.server";
import { relativeTime } from "~/lib/relative-time";
import { countNewLeads } from "./count-new-leads.server";
import { getLead } from "./get-lead.server";
import { filtersToSearch, parseLeadFilters } from "./lead-filters";
import { listLeadLanguages } from "./list-lead-languages.server";
import { listLeads, type LeadSummary } from "./list-leads.server";
import { AppError } from "~/lib/app-error";

const LEAD_ID = /^[A-Za-z0-9]{1,40}$/;

function present(lead: LeadSummary, now: Date) {
  return { ...lead, receivedAt: lead.created.toISOString(), received: relativeTime(lead.created, now) };
}

export type InboxLead = ReturnType<typeof present>;

/** What the inbox needs of the project, read by the route behind the project gate. */
export type InboxProject = {
  canEdit: boolean;
  access: HeaderAccessView;
  /** The actor's role; a leads member leaves the project from the inbox, the only screen they have. */
  role: string;
  project: { id: string; name: string; primaryColor: string; settings: Pick<ProjectSettings, "leadNotificationEmail"> };
};

/** `/project/{id}/leads`: one page of the filtered inbox, the opened lead, and what the screen says about notifications. */
export async function loadLeadInbox(request: Request, context: AppLoadContext, actor: Actor, overview: InboxProject) {
  const { db } = context.database;
  const { project } = overview;
  const url = new URL(request.url);
  const filters = parseLeadFilters(url.searchParams);
  // A tag the list does not hold filters nothing, as other unreadable filters, but the screen says so.
  const askedLanguage = url.searchParams.get("language")?.trim() ?? "";
  const after = url.searchParams.get("after") ?? undefined;
  const leadId = url.searchParams.get("lead") ?? "";
  const now = new Date();
  const [page, languages, newCount, selected] = await Promise.all([
    listLeads(db, actor, { projectId: project.id, filters, cursor: after }),
    listLeadLanguages(db, actor, { projectId: project.id }),
    countNewLeads(db, actor, { projectId: project.id }),
    LEAD_ID.test(leadId)
      ? getLead(db, actor, { projectId: project.id, leadId }).catch((error: unknown) => {
          if (error instanceof AppError) return null;
          throw error;
        })
      : null,
  ]);
  return {
    project: { id: project.id, name: project.name, primaryColor: project.primaryColor },
    canEdit: overview.canEdit,
    access: overview.access,
    canLeaveHere: overview.role === "leads",
    publicHost: context.config.publicUrl.host,
    filters,
    ignoredLanguage: askedLanguage && !filters.language ? askedLanguage.slice(0, 50) : null,
    search: filtersToSearch(filters).toString(),
    after: after ?? null,
    leads: page.leads.map((lead) => present(lead, now)),
    nextCursor: page.nextCursor,
    sources: page.sources,
    attribution: page.attribution,
    languages,
    selected: selected ? present(selected, now) : null,
    newCount,
    mail: { smtpConfigured: Boolean(context.config.leads.smtpUrl), notificationEmail: project.settings.leadNotificationEmail },
  };
}

export type LeadInbox = Awaited<ReturnType<typeof loadLeadInbox>>;
