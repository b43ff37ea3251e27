import { requireProjectAccess } from "~/access/project-route-access.server";
import { serverFacts } from "~/features/projects/overview.server";
import { requireProjectOverview } from "~/features/projects/project-overview-gate.server";
import { IntegrationsScreen } from "~/features/webhooks/components/integrations-screen";
import { handleIntegrationsAction, type ShownSecret } from "~/features/webhooks/integrations-actions.server";
import { listWebhookEndpoints } from "~/features/webhooks/list-webhook-endpoints.server";
import { withFlash } from "~/lib/forms/flash.server";
import { isFormFailure } from "~/lib/forms/form-result";
import type { Route } from "./+types/project-integrations";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { overview } = await requireProjectOverview(request, params, context);
  const { project, canEdit } = overview;
  const endpoints = await listWebhookEndpoints(context.database.db, { id: project.id, role: canEdit ? "owner" : "admin-viewer" });
  return withFlash(request, { project: { id: project.id, name: project.name, primaryColor: project.primaryColor }, publicHost: serverFacts(context.config).publicHost, canEdit, endpoints });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const access = await requireProjectAccess(request, params, context);
  return handleIntegrationsAction(request, context, access);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Integrations · ${data?.project.name ?? "Project"} · Pagewright` }];
}

function shownSecretOf(value: unknown): ShownSecret | undefined {
  return typeof value === "object" && value !== null && (value as { ok?: unknown }).ok === true ? (value as ShownSecret) : undefined;
}

export default function ProjectIntegrations({ loaderData, actionData }: Route.ComponentProps) {
  return <IntegrationsScreen {...loaderData} failure={isFormFailure(actionData) ? actionData : undefined} shownSecret={shownSecretOf(actionData)} />;
}
