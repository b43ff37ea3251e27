import type { HeaderAccessView } from "~/ui/project-header";
import { publicPath, type SourceState } from "~/lib/public-paths";

export type PublicAddress = {
  kind: "home" | "page" | "module";
  /** The page's title or the module's name. */
  label: string;
  slug: string;
  path: string;
  url: string;
  state: SourceState;
};

/** What the addresses are listed from: the project with its pages and modules, as the route read it. */
export type ProjectSources = {
  project: { id: string; name: string; primaryColor: string };
  canEdit: boolean;
  access: HeaderAccessView;
  pages: readonly { id: string; title: string; slug: string; isHome: boolean; position: number }[];
  modules: readonly { id: string; name: string; slug: string }[];
};

/** What the addresses need of the project's publication state (as publishing reads it). */
export type PublicationState = {
  livePublicationId: string | null;
  lastPublishedAt: Date | null;
  pages: Readonly<Record<string, SourceState>>;
  modules: Readonly<Record<string, SourceState>>;
};

/** The address a public path of a project (`/shop/about`) is reached at: on its active primary domain when it has one. */
export function publicAddressUrl(projectId: string, path: string, host: { origin: string; primaryDomain?: string | null }): string {
  const prefix = `/${projectId}`;
  return host.primaryDomain ? `https://${host.primaryDomain}${path.slice(prefix.length) || "/"}` : `${host.origin}${path}`;
}

/**
 * Every public address of a project, home first, then the other pages in order, then modules, each
 * with what a visitor meets there now: the latest version, an older one, or nothing yet. With an
 * active primary domain the addresses are on it (docs/product.md#serving-on-a-domain); `path`
 * stays the path-based one, which names the address.
 */
export function listPublicAddresses(overview: ProjectSources, state: PublicationState, input: { origin: string; primaryDomain?: string | null }) {
  const projectId = overview.project.id;
  const address = (entry: Omit<PublicAddress, "url">): PublicAddress => ({ ...entry, url: publicAddressUrl(projectId, entry.path, input) });
  const pages = [...overview.pages].sort((a, b) => Number(b.isHome) - Number(a.isHome) || a.position - b.position);
  return {
    project: { id: projectId, name: overview.project.name, primaryColor: overview.project.primaryColor },
    canEdit: overview.canEdit,
    access: overview.access,
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
