import { listProjectImages } from "~/features/assets/list-project-images.server";
import { requireProjectAccess } from "~/access/project-route-access.server";
import type { Route } from "./+types/project-assets-images";
import { AppError } from "~/lib/app-error";

/** JSON for the editor's image picker: `?q=` searches names, `?folder=` is all, unfiled or a folder id. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { actor, project: { id: projectId } } = await requireProjectAccess(request, params, context);
  const url = new URL(request.url);
  try {
    const library = await listProjectImages(context.database.db, actor, {
      projectId,
      search: url.searchParams.get("q") ?? undefined,
      folder: url.searchParams.get("folder") ?? undefined,
    });
    return Response.json(library, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (error instanceof AppError) return Response.json({ error: error.message }, { status: error.status });
    throw error;
  }
}
