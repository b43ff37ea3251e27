import type { DocumentAddress } from "~/features/sections/render-context";

/** What activating a link of the preview does instead of leaving the editor (docs/product.md#editor-preview). */
export type PreviewLinkTarget =
  /** A place on the previewed document, by element id; "" is its top. */
  | { kind: "anchor"; id: string }
  /** Another page of the project, opened in the editor. */
  | { kind: "page"; slug: string }
  /** An address of the project where no page is (yet). */
  | { kind: "missing-page"; path: string }
  /** Anything else: another site, an email address, a phone number. */
  | { kind: "elsewhere"; href: string };

type PreviewedSite = { projectId: string; pages: readonly { slug: string; isHome: boolean }[]; current: DocumentAddress };

function decodedId(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/** Classifies the href of a link in the preview, as rendered (`RenderContext.pageHref` made project pages `/{projectId}/{slug}`). */
export function previewLinkTarget(href: string, site: PreviewedSite): PreviewLinkTarget {
  if (href.startsWith("#")) return { kind: "anchor", id: decodedId(href.slice(1)) };
  const prefix = `/${site.projectId}`;
  if (href !== prefix && !href.startsWith(`${prefix}/`) && !href.startsWith(`${prefix}#`)) return { kind: "elsewhere", href };
  const rest = href.slice(prefix.length);
  const hashAt = rest.indexOf("#");
  const path = (hashAt === -1 ? rest : rest.slice(0, hashAt)).replace(/^\//, "");
  const page = path === "" ? site.pages.find((candidate) => candidate.isHome) : site.pages.find((candidate) => candidate.slug === path);
  if (!page) return { kind: "missing-page", path: `/${path}` };
  if (site.current.kind === "page" && site.current.slug === page.slug) return { kind: "anchor", id: hashAt === -1 ? "" : decodedId(rest.slice(hashAt + 1)) };
  return { kind: "page", slug: page.slug };
}
