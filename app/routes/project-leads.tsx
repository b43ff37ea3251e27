import { requireProjectAccess } from "~/access/project-route-access.server";
import { LeadInboxScreen } from "~/features/leads/components/lead-inbox-screen";
import { handleInboxAction } from "~/features/leads/inbox-actions.server";
import { loadLeadInbox } from "~/features/leads/inbox.server";
import { enqueueDeliveriesForLeads, WEBHOOK_OUTBOX_CHANNEL } from "~/features/webhooks/enqueue-lead-deliveries.server";
import { WebhookDisabledBanner } from "~/features/webhooks/components/webhook-disabled-banner";
import { listDisabledWebhooks } from "~/features/webhooks/list-webhook-endpoints.server";
import { requireProjectOverview } from "~/features/projects/project-overview-gate.server";
import type { Route } from "./+types/project-leads";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { actor, overview } = await requireProjectOverview(request, params, context, "view-leads");
  const [inbox, disabledWebhooks] = await Promise.all([loadLeadInbox(request, context, actor, overview), listDisabledWebhooks(context.database.db, overview.project.id)]);
  return { ...inbox, disabledWebhooks };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const access = await requireProjectAccess(request, params, context, undefined, "view-leads");
  return handleInboxAction(request, context, access, [{ channel: WEBHOOK_OUTBOX_CHANNEL, enqueue: enqueueDeliveriesForLeads }]);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Leads · ${data?.project.name ?? "Project"} · Pagewright` }];
}

export default function ProjectLeads({ loaderData, actionData }: Route.ComponentProps) {
  const { disabledWebhooks, ...inbox } = loaderData;
  return (
    <>
      <WebhookDisabledBanner projectId={inbox.project.id} disabled={disabledWebhooks} />
      <LeadInboxScreen inbox={inbox} result={actionData} />
    </>
  );
}
