import { requireProjectAccess } from "~/access/project-route-access.server";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { ExperimentsScreen } from "~/features/experiments/components/experiments-screen";
import { handleExperimentsAction } from "~/features/experiments/experiments-actions.server";
import { loadExperimentsScreen } from "~/features/experiments/experiments-screen.server";
import { runPublishAction } from "~/features/publishing/publish-actions.server";
import { isFormFailure } from "~/lib/forms/form-result";
import type { Route } from "./+types/project-ab-tests";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const access = await requireProjectAccess(request, params, context);
  return loadExperimentsScreen(request, context, access);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const access = await requireProjectAccess(request, params, context);
  // Starting or ending a test publishes, so every variant goes live, or off, in one publication.
  const publish = async () => {
    const form = new FormData();
    form.set("intent", "publish");
    const result = await runPublishAction(context, access.actor, access.project.id, form, libraryImageSources);
    return result.data;
  };
  return handleExperimentsAction(request, context, access, publish);
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `A/B tests · ${data?.project.name ?? "Project"} · Pagewright` }];
}

export default function ProjectAbTests({ loaderData, actionData }: Route.ComponentProps) {
  const { flash, ...screen } = loaderData;
  return <ExperimentsScreen screen={screen} flash={flash} failure={isFormFailure(actionData) ? actionData : undefined} />;
}
