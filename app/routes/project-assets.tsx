import { requireProjectAccess } from "~/access/project-route-access.server";
import { handleAssetsAction } from "~/features/assets/assets-actions.server";
import { loadAssetsScreen } from "~/features/assets/assets-screen.server";
import { AssetsScreen } from "~/features/assets/components/assets-screen";
import { withFlash } from "~/lib/forms/flash.server";
import { isFormFailure } from "~/lib/forms/form-result";
import type { Route } from "./+types/project-assets";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireProjectAccess(request, params, context);
  return withFlash(request, await loadAssetsScreen(request, context, access));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const access = await requireProjectAccess(request, params, context);
  return handleAssetsAction(request, context, access);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Assets · ${data?.project.name ?? "Project"} · Pagewright` }];
}

export default function ProjectAssets({ loaderData, actionData }: Route.ComponentProps) {
  const { flash, ...screen } = loaderData;
  return <AssetsScreen screen={screen} flash={flash} failure={isFormFailure(actionData) ? actionData : undefined} />;
}
