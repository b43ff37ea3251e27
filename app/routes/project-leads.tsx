import { requireUser } from "~/features/auth/guards.server";
import { assertRouteParams } from "~/lib/route-params";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/project-leads";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  assertRouteParams(request, params);
  await requireUser(request, context);
  return { projectId: params.projectId };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Leads · ${data?.projectId ?? ""} · Pagewright` }];
}

export default function ProjectLeads({ loaderData }: Route.ComponentProps) {
  return <PageHeader title="Leads" description={`Project ${loaderData.projectId}`} />;
}
