import { redirect } from "react-router";
import { requireProjectAccess } from "~/access/project-route-access.server";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { socialImageOf } from "~/features/assets/social-image.server";
import { runPublishAction } from "~/features/publishing/publish-actions.server";
import { getPublicationState } from "~/features/publishing/get-publication-state.server";
import type { Route } from "./+types/project-publish";
import { readFormData } from "~/lib/read-form-data";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { actor, project: { id: projectId } } = await requireProjectAccess(request, params, context);
  return getPublicationState(context.database.db, actor, { projectId });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { actor, project: { id: projectId } } = await requireProjectAccess(request, params, context);
  const socialImage = (id: string, assetId: string) => socialImageOf({ db: context.database.db, storage: context.storage }, id, assetId);
  const result = await runPublishAction(context, actor, projectId, await readFormData(request, context.config.bodyLimits.formBytes), libraryImageSources, socialImage);
  // A plain form post (no JavaScript) goes back to the overview rather than to a JSON answer.
  if (request.headers.get("Sec-Fetch-Mode") === "navigate") throw redirect(`/project/${projectId}`);
  return result;
}
