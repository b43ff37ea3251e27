import { requireProjectAccess } from "~/access/project-route-access.server";
import { exportLiveSite } from "~/features/portability/export-live-site.server";
import { answerDownload } from "~/features/portability/portability-responses.server";
import type { Route } from "./+types/project-export-site";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { actor, project } = await requireProjectAccess(request, params, context);
  const deps = { db: context.database.db, storage: context.storage, origin: context.config.publicUrl.origin };
  const base = new URL(request.url).searchParams.get("base") ?? undefined;
  return answerDownload(() => exportLiveSite(deps, actor, { projectId: project.id, base }));
}
