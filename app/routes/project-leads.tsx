import { requireProjectAccess } from "~/features/projects/project-route-access.server";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/project-leads";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireProjectAccess(request, params, context);
  return { projectId: params.projectId };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Leads · ${data?.projectId ?? ""} · Pagewright` }];
}

export default function ProjectLeads({ loaderData }: Route.ComponentProps) {
  return <PageHeader title="Leads" description={`Project ${loaderData.projectId}`} />;
}
