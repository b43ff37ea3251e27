import { assertRouteParams } from "~/lib/route-params";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/project-urls";

export function loader({ request, params }: Route.LoaderArgs) {
  assertRouteParams(request, params);
  return { projectId: params.projectId };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `URLs · ${data?.projectId ?? ""} · Pagewright` }];
}

export default function ProjectUrls({ loaderData }: Route.ComponentProps) {
  return <PageHeader title="URLs" description={`Project ${loaderData.projectId}`} />;
}
