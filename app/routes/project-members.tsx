import { requireProjectAccess } from "~/access/project-route-access.server";
import { MembersScreen } from "~/features/members/components/members-screen";
import { handleMembersAction } from "~/features/members/members-actions.server";
import { loadMembersScreen } from "~/features/members/members-screen.server";
import { requireProjectOverview } from "~/features/projects/project-overview-gate.server";
import { withFlash } from "~/lib/forms/flash.server";
import type { Route } from "./+types/project-members";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { actor, overview } = await requireProjectOverview(request, params, context);
  return withFlash(request, await loadMembersScreen(context, actor, overview));
}

// Every member may post here (a leads member leaves the project); each use case checks the role it needs.
export async function action({ request, params, context }: Route.ActionArgs) {
  const access = await requireProjectAccess(request, params, context, undefined, "view-leads");
  return handleMembersAction(request, context, access);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Members · ${data?.project.name ?? "Project"} · Pagewright` }];
}

export default function ProjectMembers({ loaderData, actionData }: Route.ComponentProps) {
  const { flash, ...screen } = loaderData;
  return <MembersScreen screen={screen} flash={flash} result={actionData} />;
}
