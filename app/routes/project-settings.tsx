import { assertRouteParams } from "~/lib/route-params";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/project-settings";

export function loader({ request, params }: Route.LoaderArgs) {
  assertRouteParams(request, params);
  return { projectId: params.projectId };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Settings · ${data?.projectId ?? ""} · Pagewright` }];
}

export default function ProjectSettings({ loaderData }: Route.ComponentProps) {
  return <PageHeader title="Settings" description={`Project ${loaderData.projectId}`} />;
}
