import { requireProjectAccess } from "~/access/project-route-access.server";
import { exportLiveSite } from "~/features/portability/export-live-site.server";
import { answerDownload } from "~/features/portability/portability-responses.server";
import { readOfflineAddresses } from "~/features/publishing/offline-addresses.server";
import { readProtectedDocuments } from "~/features/site-protection/protected-documents.server";
import type { Route } from "./+types/project-export-site";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { actor, project } = await requireProjectAccess(request, params, context);
  const deps = { db: context.database.db, storage: context.storage, origin: context.config.publicUrl.origin };
  const base = new URL(request.url).searchParams.get("base") ?? undefined;
  // Pages that ask for a password or are off stay out of the copy (docs/product.md#password-protected-pages).
  const withheldPages = async (projectId: string) => {
    const [passwords, offline] = await Promise.all([readProtectedDocuments(deps.db, projectId), readOfflineAddresses(deps.db, projectId)]);
    return { wholeSite: passwords.site !== null, pageIds: new Set([...passwords.pages.keys(), ...offline.pages.keys()]) };
  };
  return answerDownload(() => exportLiveSite(deps, actor, { projectId: project.id, base }, withheldPages));
}
