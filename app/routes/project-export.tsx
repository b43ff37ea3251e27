import { requireProjectAccess } from "~/access/project-route-access.server";
import { exportProject } from "~/features/portability/export-project.server";
import { answerDownload } from "~/features/portability/portability-responses.server";
import type { Route } from "./+types/project-export";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { actor, project } = await requireProjectAccess(request, params, context);
  const deps = { db: context.database.db, storage: context.storage, origin: context.config.publicUrl.origin };
  return answerDownload(() => exportProject(deps, actor, project.id));
}
