import { requireProjectAccess } from "~/access/project-route-access.server";
import { RedirectsScreen } from "~/features/projects/components/redirects-screen";
import { handleRedirectsAction, loadRedirectsScreen } from "~/features/projects/redirects-screen.server";
import { isFormFailure } from "~/lib/forms/form-result";
import type { Route } from "./+types/project-redirects";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireProjectAccess(request, params, context);
  return loadRedirectsScreen(request, context, access);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const access = await requireProjectAccess(request, params, context);
  return handleRedirectsAction(request, context, access);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Redirects · ${data?.project.name ?? "Project"} · Pagewright` }];
}

export default function ProjectRedirects({ loaderData, actionData }: Route.ComponentProps) {
  const { flash, ...screen } = loaderData;
  return <RedirectsScreen screen={screen} flash={flash} failure={isFormFailure(actionData) ? actionData : undefined} />;
}
