import { requireProjectAccess } from "~/features/projects/project-route-access.server";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/project-urls";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireProjectAccess(request, params, context);
  return { projectId: params.projectId };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `URLs · ${data?.projectId ?? ""} · Pagewright` }];
}

export default function ProjectUrls({ loaderData }: Route.ComponentProps) {
  return <PageHeader title="URLs" description={`Project ${loaderData.projectId}`} />;
}
