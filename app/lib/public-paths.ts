/** What a visitor meets at a page's or module's public address: its latest version, an older one, or nothing yet. */
export type SourceState = "live" | "changed" | "unpublished";

/** The public address of a page (the home page at the project's root) or a module (docs/product.md#routes). */
export function publicPath(projectId: string, input: { kind: "page"; slug: string; isHome: boolean } | { kind: "module"; slug: string }): string {
  if (input.kind === "module") return `/${projectId}/${input.slug}/module`;
  return input.isHome ? `/${projectId}` : `/${projectId}/${input.slug}`;
}
