import { assertRouteParams } from "~/lib/route-params";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/project-leads";

export function loader({ request, params }: Route.LoaderArgs) {
  assertRouteParams(request, params);
  return { projectId: params.projectId };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Leads · ${data?.projectId ?? ""} · Pagewright` }];
}

export default function ProjectLeads({ loaderData }: Route.ComponentProps) {
  return <PageHeader title="Leads" description={`Project ${loaderData.projectId}`} />;
}
