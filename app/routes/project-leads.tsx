import { requireProjectAccess } from "~/access/project-route-access.server";
import { LeadInboxScreen } from "~/features/leads/components/lead-inbox-screen";
import { handleInboxAction } from "~/features/leads/inbox-actions.server";
import { loadLeadInbox } from "~/features/leads/inbox.server";
import { requireProjectOverview } from "~/features/projects/project-overview-gate.server";
import type { Route } from "./+types/project-leads";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { actor, overview } = await requireProjectOverview(request, params, context, "view-leads");
  return loadLeadInbox(request, context, actor, overview);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const access = await requireProjectAccess(request, params, context, undefined, "view-leads");
  return handleInboxAction(request, context, access);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Leads · ${data?.project.name ?? "Project"} · Pagewright` }];
}

export default function ProjectLeads({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadInboxScreen inbox={loaderData} result={actionData} />;
}
