import { requireProjectAccess } from "~/access/project-route-access.server";
import { DomainsScreen } from "~/features/domains/components/domains-screen";
import { handleDomainsAction } from "~/features/domains/domains-actions.server";
import { loadDomainsScreen } from "~/features/domains/domains-screen.server";
import { isFormFailure } from "~/lib/forms/form-result";
import type { Route } from "./+types/project-domains";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireProjectAccess(request, params, context);
  return loadDomainsScreen(request, context, access);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const access = await requireProjectAccess(request, params, context);
  return handleDomainsAction(request, context, access);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Domains · ${data?.project.name ?? "Project"} · Pagewright` }];
}

export default function ProjectDomains({ loaderData, actionData }: Route.ComponentProps) {
  const { flash, ...screen } = loaderData;
  return <DomainsScreen screen={screen} flash={flash} failure={isFormFailure(actionData) ? actionData : undefined} />;
}
