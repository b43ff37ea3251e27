import { escapeHtml } from "~/lib/escape-html";
import { ENGLISH_SITE_PAGE_TEXTS, PATH, readSitePage, type SitePageTexts } from "~/lib/visitor-texts/site-page-texts";

/**
 * Where a publication keeps its error page (the not-found page and, since it has placeholders for
 * them, the others of docs/product.md#error-texts). A dot cannot be part of a page or module slug,
 * and the public paths only serve a few fixed names with one, so no visitor can ask for this
 * document by its path.
 */
export const NOT_FOUND_DOCUMENT_PATH = "404.html";

// HTML comments: escaped partner text can never contain one, so only our placeholders are replaced.
export const NOT_FOUND_TEXT_PLACEHOLDER = "<!--pagewright:not-found-text-->";
export const ERROR_STATUS_PLACEHOLDER = "<!--pagewright:error-status-->";
export const ERROR_TITLE_PLACEHOLDER = "<!--pagewright:error-title-->";
export const ERROR_DETAIL_PLACEHOLDER = "<!--pagewright:error-detail-->";

/**
 * Which error a site's error page says (docs/product.md#error-texts). A not-found page carries the
 * app's English text for the address (its exact spelling depends on the address) and the address.
 */
export type SiteErrorPage = { kind: "notFound"; englishText: string; path: string } | { kind: "methodNotAllowed" } | { kind: "serverError" };

export const SITE_ERROR_PAGES = {
  notFound: (englishText: string, path: string): SiteErrorPage => ({ kind: "notFound", englishText, path }),
  methodNotAllowed: { kind: "methodNotAllowed" } satisfies SiteErrorPage,
  serverError: { kind: "serverError" } satisfies SiteErrorPage,
} as const;

type SaidErrorPage = { status: number; title: string; heading: string; detail: string };

const STATUS_OF_KIND: Record<SiteErrorPage["kind"], number> = { notFound: 404, methodNotAllowed: 405, serverError: 500 };

export function siteErrorStatusOf(page: SiteErrorPage): number {
  return STATUS_OF_KIND[page.kind];
}

/** What the page says in the site's texts; a site in English says docs/product.md#error-texts to the letter. */
function said(page: SiteErrorPage, texts: SitePageTexts): SaidErrorPage {
  switch (page.kind) {
    case "notFound": {
      const english = texts.errorNotFound === ENGLISH_SITE_PAGE_TEXTS.errorNotFound;
      return { status: siteErrorStatusOf(page), title: texts.errorNotFoundTitle, heading: english ? page.englishText : texts.errorNotFound.replace(PATH, page.path), detail: "" };
    }
    case "methodNotAllowed":
      return { status: siteErrorStatusOf(page), title: texts.errorMethodNotAllowed, heading: texts.errorMethodNotAllowed, detail: "" };
    case "serverError":
      return { status: siteErrorStatusOf(page), title: texts.errorOccured, heading: texts.errorOccured, detail: texts.errorTryLater };
  }
}

/**
 * The stored error page saying `page`, its texts escaped; null when the stored page cannot say it
 * (a publication made when it was only the not-found page, with `404` written in, says only that).
 */
export function siteErrorPageFor(template: string, page: SiteErrorPage): string | null {
  const stored = readSitePage(template);
  const text = said(page, stored.texts);
  const replace = (html: string, placeholder: string, value: string) => html.replace(placeholder, () => escapeHtml(value));
  const heading = replace(stored.html, NOT_FOUND_TEXT_PLACEHOLDER, text.heading);
  if (!template.includes(ERROR_STATUS_PLACEHOLDER)) return text.status === 404 ? heading : null;
  return replace(replace(replace(heading, ERROR_STATUS_PLACEHOLDER, String(text.status)), ERROR_TITLE_PLACEHOLDER, text.title), ERROR_DETAIL_PLACEHOLDER, text.detail);
}
