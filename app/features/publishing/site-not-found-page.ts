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

/** What a site's error page says (docs/product.md#error-texts): its status, the title's first part, the heading and a line below it. */
export type SiteErrorPage = { status: number; title: string; heading: string; detail?: string };

export const SITE_ERROR_PAGES = {
  notFound: (text: string): SiteErrorPage => ({ status: 404, title: "Page not found", heading: text }),
  methodNotAllowed: (text: string): SiteErrorPage => ({ status: 405, title: text, heading: text }),
  serverError: { status: 500, title: "Error occured", heading: "Error occured", detail: "Please try again later." } satisfies SiteErrorPage,
} as const;

const htmlEscapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * The stored error page saying `page`, its texts escaped; null when the stored page cannot say it
 * (a publication made when it was only the not-found page, with `404` written in, says only that).
 */
export function siteErrorPageFor(template: string, page: SiteErrorPage): string | null {
  const replace = (html: string, placeholder: string, text: string) => html.replace(placeholder, () => escapeHtml(text));
  const heading = replace(template, NOT_FOUND_TEXT_PLACEHOLDER, page.heading);
  if (!template.includes(ERROR_STATUS_PLACEHOLDER)) return page.status === 404 ? heading : null;
  return replace(replace(replace(heading, ERROR_STATUS_PLACEHOLDER, String(page.status)), ERROR_TITLE_PLACEHOLDER, page.title), ERROR_DETAIL_PLACEHOLDER, page.detail ?? "");
}
