import { ProjectOverviewScreen } from "~/features/projects/components/project-overview-screen";
import { withFlash } from "~/features/projects/flash.server";
import { isFormFailure } from "~/features/projects/form-result";
import { handleOverviewAction } from "~/features/projects/overview-actions.server";
import { loadProjectScreen } from "~/features/projects/overview.server";
import type { Route } from "./+types/project-overview";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return withFlash(request, await loadProjectScreen(request, params, context));
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleOverviewAction(request, params, context);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${data?.project.name ?? "Project"} · Pagewright` }];
}

export default function ProjectOverview({ loaderData, actionData }: Route.ComponentProps) {
  const { flash, ...screen } = loaderData;
  return <ProjectOverviewScreen screen={screen} flash={flash} failure={isFormFailure(actionData) ? actionData : undefined} />;
}
