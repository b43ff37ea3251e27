import { parseLinkTarget } from "~/lib/safe-url";
import { visitorTextsFor, type VisitorTexts } from "~/lib/visitor-texts/visitor-texts";

/**
 * The page in one language of the site: the address of that version (as `pageHref` gives it) and
 * whether it is the one rendered (docs/product.md#several-languages).
 */
export type PageAlternate = { language: string; href: string; current: boolean };

/** What a section needs to know about where it is rendered. */
export type RenderContext = {
  /** The public address of a page of the project; "" is the home page. */
  pageHref: (page: string) => string;
  /** The site's language: the product's texts on the page (form labels, menus' names) and its numbers and prices (docs/product.md#texts-visitors-read). */
  texts: VisitorTexts;
  /** Where contact forms post (`renderContextForDocument`). Without it forms post to the page itself. */
  formAction?: string;
  /** Rewrites an external link before it is rendered (publishing counts messaging-app clicks this way). */
  externalHref?: (href: string) => string;
  /** The page's version in each language visitors can read it in, the site's own first; absent or one when there is no other. */
  alternates?: readonly PageAlternate[];
};

export function renderContextForProject(projectId: string, texts: VisitorTexts = visitorTextsFor("en")): RenderContext {
  return { pageHref: (page) => (page ? `/${projectId}/${page}` : `/${projectId}`), texts };
}

/** A page or a module of a project, by the slug of its public address. */
export type DocumentAddress = { kind: "page" | "module"; slug: string };

/**
 * The context a page or module is rendered in, the same in the editor preview and when published:
 * its contact forms post to lead capture, naming the document (docs/product.md#lead-capture).
 */
export function renderContextForDocument(projectId: string, document: DocumentAddress, texts?: VisitorTexts): RenderContext {
  const from = document.kind === "page" ? document.slug : `${document.slug}/module`;
  return { ...renderContextForProject(projectId, texts), formAction: `/api/leads/${projectId}?from=${from}` };
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
