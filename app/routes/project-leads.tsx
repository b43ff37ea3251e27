import { LeadInboxScreen } from "~/features/leads/components/lead-inbox-screen";
import { handleInboxAction } from "~/features/leads/inbox-actions.server";
import { loadLeadInbox } from "~/features/leads/inbox.server";
import type { Route } from "./+types/project-leads";

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadLeadInbox(request, params, context);
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleInboxAction(request, params, context);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Leads · ${data?.project.name ?? "Project"} · Pagewright` }];
}

export default function ProjectLeads({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadInboxScreen inbox={loaderData} result={actionData} />;
}
