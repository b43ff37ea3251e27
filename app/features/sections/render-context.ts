import { parseLinkTarget } from "~/lib/safe-url";

/** What a section needs to know about where it is rendered. */
export type RenderContext = {
  /** The public address of a page of the project; "" is the home page. */
  pageHref: (page: string) => string;
  /** BCP 47 language tag for numbers and prices. */
  locale: string;
  /** Where contact forms post; the leads feature provides it. Without it forms post to the page itself. */
  formAction?: string;
  /** Rewrites an external link before it is rendered (publishing counts messaging-app clicks this way). */
  externalHref?: (href: string) => string;
};

export function renderContextForProject(projectId: string, locale = "en"): RenderContext {
  return { pageHref: (page) => (page ? `/${projectId}/${page}` : `/${projectId}`), locale };
}

/** The address to put in an href, or undefined when the link is not one we allow. */
export function resolveHref(href: string, context: RenderContext): string | undefined {
  const target = parseLinkTarget(href.trim());
  if (!target) return undefined;
  switch (target.kind) {
    case "page":
      return context.pageHref(target.page) + target.hash;
    case "anchor":
      return target.hash;
    case "external":
      return context.externalHref ? context.externalHref(target.href) : target.href;
  }
}
