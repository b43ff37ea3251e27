import { requireUser } from "~/features/auth/guards.server";
import { assertRouteParams } from "~/lib/route-params";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/project-urls";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  assertRouteParams(request, params);
  await requireUser(request, context);
  return { projectId: params.projectId };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `URLs · ${data?.projectId ?? ""} · Pagewright` }];
}

export default function ProjectUrls({ loaderData }: Route.ComponentProps) {
  return <PageHeader title="URLs" description={`Project ${loaderData.projectId}`} />;
}
