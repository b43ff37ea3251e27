import { getProject } from "~/features/projects/get-project.server";
import type { Actor, Db } from "~/access/project-access.server";
import { getPublicationState, type SourceState } from "~/features/publishing/get-publication-state.server";
import { publicPath } from "~/features/publishing/site-document.server";

export type PublicAddress = {
  kind: "home" | "page" | "module";
  /** The page's title or the module's name. */
  label: string;
  slug: string;
  path: string;
  url: string;
  state: SourceState;
};

/**
 * Every public address of a project, home first, then the other pages in order, then modules, each
 * with what a visitor meets there now: the latest version, an older one, or nothing yet.
 */
export async function listPublicAddresses(db: Db, actor: Actor, input: { projectId: string; origin: string }) {
  const overview = await getProject(db, actor, { projectId: input.projectId });
  const state = await getPublicationState(db, actor, { projectId: overview.project.id });
  const projectId = overview.project.id;
  const address = (entry: Omit<PublicAddress, "url">): PublicAddress => ({ ...entry, url: `${input.origin}${entry.path}` });
  const pages = [...overview.pages].sort((a, b) => Number(b.isHome) - Number(a.isHome) || a.position - b.position);
  return {
    project: { id: projectId, name: overview.project.name, primaryColor: overview.project.primaryColor },
    canEdit: overview.canEdit,
    isLive: state.livePublicationId !== null,
    lastPublishedAt: state.lastPublishedAt,
    addresses: [
      ...pages.map((page) =>
        address({
          kind: page.isHome ? "home" : "page",
          label: page.title,
          slug: page.slug,
          path: publicPath(projectId, { kind: "page", slug: page.slug, isHome: page.isHome }),
          state: state.pages[page.id] ?? "unpublished",
        }),
      ),
      ...overview.modules.map((found) =>
        address({ kind: "module", label: found.name, slug: found.slug, path: publicPath(projectId, { kind: "module", slug: found.slug }), state: state.modules[found.id] ?? "unpublished" }),
      ),
    ],
  };
}
