import { ProjectOverviewScreen } from "~/features/projects/components/project-overview-screen";
import { redirectWithFlash, withFlash } from "~/lib/forms/flash.server";
import { isFormFailure } from "~/lib/forms/form-result";
import { handleDocumentCommand } from "~/features/projects/run-document-command.server";
import { projectScreen, serverFacts } from "~/features/projects/overview.server";
import { requireProjectOverview } from "~/features/projects/project-overview-gate.server";
import { requireProjectAccess } from "~/access/project-route-access.server";
import { getTranslationProgress } from "~/features/projects/translation-reads.server";
import { countNewLeads } from "~/features/leads/count-new-leads.server";
import { getDailyLeads } from "~/features/leads/get-daily-leads.server";
import { getLeadsBySource } from "~/features/leads/get-leads-by-source.server";
import { LeadsBySourcePanel } from "~/features/leads/components/leads-by-source-panel";
import { getDailyConversions } from "~/features/urls/get-daily-conversions.server";
import { getDailyQrScans, getQrScansByCode } from "~/features/urls/get-qr-scans.server";
import { ActivityPanel } from "~/features/publishing/components/activity-panel";
import { PublishPanel } from "~/features/publishing/components/publish-panel";
import { loadPublishingOverview } from "~/features/publishing/publishing-overview.server";
import { listSchedules } from "~/features/publishing/list-schedules.server";
import { handleScheduleAction } from "~/features/publishing/schedule-actions.server";
import { SCHEDULE_INTENTS } from "~/features/publishing/schedule-schema";
import { PUBLICATIONS_CHANNEL } from "~/features/publishing/publication-channel";
import { SchedulePanel } from "~/features/publishing/components/schedule-panel";
import { listProtectedScopes } from "~/features/site-protection/list-site-passwords.server";
import { handleSitePasswordAction, SITE_PASSWORD_INTENTS } from "~/features/site-protection/site-password-actions.server";
import { ProtectionPanel } from "~/features/site-protection/components/protection-panel";
import { formValues } from "~/lib/forms/form-action.server";
import { readFormData } from "~/lib/read-form-data";
import type { Route } from "./+types/project-overview";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { actor, overview } = await requireProjectOverview(request, params, context);
  const screen = projectScreen(overview, serverFacts(context.config));
  const projectId = screen.project.id;
  const { db } = context.database;
  const publishing = await loadPublishingOverview(db, actor, projectId);
  const days = publishing.visits.map((visit) => visit.day);
  const [leads, conversions, qrScans, qrScansByCode, newLeads, leadsBySource, schedules, protectedScopes, languages] = await Promise.all([
    getDailyLeads(db, actor, { projectId, days }),
    getDailyConversions(db, actor, { projectId, days }),
    getDailyQrScans(db, actor, { projectId, days }),
    days[0] ? getQrScansByCode(db, actor, { projectId, firstDay: days[0] }) : [],
    countNewLeads(db, actor, { projectId }),
    days[0] ? getLeadsBySource(db, actor, { projectId, firstDay: days[0] }) : [],
    listSchedules(db, actor, { projectId }),
    listProtectedScopes(db, actor, { projectId }),
    getTranslationProgress(db, actor, { projectId }),
  ]);
  const { untranslated } = languages;
  return withFlash(request, { ...screen, publishing, leads, conversions, qrScans, qrScansByCode, newLeads, leadsBySource, schedules, protectedScopes, untranslated });
}

/** The pages and modules forms, scheduled publishing and passwords: back to the overview, saying what happened. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const access = await requireProjectAccess(request, params, context);
  // Read from a copy: the pages and modules forms read the request themselves.
  const values = formValues(await readFormData(request.clone(), context.config.bodyLimits.formBytes));
  if (SCHEDULE_INTENTS.has(values.intent ?? "")) return handleScheduleAction(context, access, values);
  if (SITE_PASSWORD_INTENTS.has(values.intent ?? "")) {
    return handleSitePasswordAction(context, access, values, () => context.database.notifications.notify(PUBLICATIONS_CHANNEL, access.project.id));
  }
  return handleDocumentCommand(request, context, access, ({ projectId, outcome }) => redirectWithFlash(`/project/${projectId}`, outcome.message));
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.project.name ?? "Project"} · Pagewright` }];
}

export default function ProjectOverview({ loaderData, actionData }: Route.ComponentProps) {
  const { flash, publishing, leads, conversions, qrScans, qrScansByCode, newLeads, leadsBySource, schedules, protectedScopes, untranslated, ...screen } = loaderData;
  const failure = isFormFailure(actionData) ? actionData : undefined;
  return (
    <ProjectOverviewScreen
      screen={screen}
      flash={flash}
      failure={failure}
      untranslated={untranslated}
      publishPanel={
        <PublishPanel projectId={screen.project.id} address={`${screen.publicHost}/${screen.project.id}`} canPublish={screen.canEdit} state={publishing.state} />
      }
      activity={
        <div className="space-y-6">
          <ActivityPanel
            visits={publishing.visits}
            leads={leads}
            conversions={conversions}
            qrScans={qrScans}
            qrScansByCode={qrScansByCode}
            newLeads={{ count: newLeads, href: `/project/${screen.project.id}/leads?status=new` }}
          />
          <LeadsBySourcePanel projectId={screen.project.id} rows={leadsBySource} />
        </div>
      }
      laterPanels={
        <>
          <SchedulePanel pages={screen.pages} schedules={schedules} canEdit={screen.canEdit} failure={failure} />
          <ProtectionPanel pages={screen.pages} protectedScopes={protectedScopes} canEdit={screen.canEdit} failure={failure} />
        </>
      }
    />
  );
}
