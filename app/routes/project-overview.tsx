import { assertRouteParams } from "~/lib/route-params";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/project-overview";

export function loader({ request, params }: Route.LoaderArgs) {
  assertRouteParams(request, params);
  return { projectId: params.projectId };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Overview · ${data?.projectId ?? ""} · Pagewright` }];
}

export default function ProjectOverview({ loaderData }: Route.ComponentProps) {
  return <PageHeader title="Overview" description={`Project ${loaderData.projectId}`} />;
}
