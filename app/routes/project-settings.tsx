import { requireUser } from "~/features/auth/guards.server";
import { assertRouteParams } from "~/lib/route-params";
import { PageHeader } from "~/ui/page-header";
import type { Route } from "./+types/project-settings";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  assertRouteParams(request, params);
  await requireUser(request, context);
  return { projectId: params.projectId };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Settings · ${data?.projectId ?? ""} · Pagewright` }];
}

export default function ProjectSettings({ loaderData }: Route.ComponentProps) {
  return <PageHeader title="Settings" description={`Project ${loaderData.projectId}`} />;
}
