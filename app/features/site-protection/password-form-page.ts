import { SITE_PASSWORD_MAX } from "./site-password-schema";
import { escapeHtml } from "~/lib/escape-html";
import { ENGLISH_SITE_PAGE_TEXTS, readSitePage, type SitePageTexts } from "~/lib/visitor-texts/site-page-texts";

// The placeholders of the site's stored error page (app/features/publishing/site-not-found-page.ts):
// HTML comments, which escaped partner text can never contain.
const STATUS = "<!--pagewright:error-status-->";
const HEADING = "<!--pagewright:not-found-text-->";
const TITLE = "<!--pagewright:error-title-->";
const DETAIL_PARAGRAPH = /<p[^>]*><!--pagewright:error-detail--><\/p>/;

/** Why the form is shown again: one of the site's password texts. */
export type PasswordRefusal = "passwordWrong" | "passwordEmpty" | "passwordTooLong" | "passwordTooMany";

// Inline styles: the page's stylesheet holds only the classes its own markup uses, and the
// document's policy allows style attributes. Colours come from the site's theme variables.
function form(texts: SitePageTexts, message: string | null): string {
  const field =
    "display:block;width:100%;min-height:2.75rem;padding:0.5rem 0.75rem;border:1px solid #a3a3a3;border-radius:0.5rem;font:inherit;color:#171717;background:#fff";
  const button =
    "display:inline-flex;min-height:2.75rem;align-items:center;justify-content:center;padding:0.625rem 1.25rem;border:0;border-radius:0.5rem;font:inherit;font-weight:600;cursor:pointer;background:rgb(var(--color-primary, 29 78 216));color:rgb(var(--color-on-primary, 255 255 255))";
  const alert = message ? `<p role="alert" style="margin:0;color:#b91c1c">${escapeHtml(message)}</p>` : "";
  return [
    `<form method="post" style="display:flex;flex-direction:column;gap:0.75rem;width:100%;max-width:22rem;text-align:left">`,
    `<label for="site-password" style="font-weight:600">${escapeHtml(texts.passwordLabel)}</label>`,
    `<input id="site-password" name="password" type="password" required autocomplete="current-password" maxlength="${SITE_PASSWORD_MAX}" autofocus style="${field}"${message ? ' aria-invalid="true"' : ""}>`,
    alert,
    `<button type="submit" style="${button}">${escapeHtml(texts.passwordOpen)}</button>`,
    `</form>`,
  ].join("");
}

/**
 * The password form in the site's own look: its stored error page, with the form where the
 * error's detail goes (docs/product.md#password-protected-pages). Without such a page (a
 * publication older than it), a plain page with the same form.
 */
export function passwordFormPage(errorPageTemplate: string | null, refusal: PasswordRefusal | null): string {
  // The site's texts, in its language, ride in its stored error page; a plain page is English.
  const stored = errorPageTemplate ? readSitePage(errorPageTemplate) : null;
  const texts = stored?.texts ?? ENGLISH_SITE_PAGE_TEXTS;
  const message = refusal ? texts[refusal] : null;
  if (stored && stored.html.includes(STATUS) && DETAIL_PARAGRAPH.test(stored.html)) {
    return stored.html
      .replace(TITLE, () => escapeHtml(texts.passwordTitle))
      .replace(STATUS, "")
      .replace(HEADING, () => escapeHtml(texts.passwordHeading))
      .replace(DETAIL_PARAGRAPH, () => form(texts, message));
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(texts.passwordTitle)}</title></head><body style="font-family:system-ui,sans-serif;display:flex;min-height:100vh;margin:0;flex-direction:column;align-items:center;justify-content:center;gap:1.5rem;padding:1.25rem"><h1 style="margin:0">${escapeHtml(texts.passwordHeading)}</h1>${form(texts, message)}</body></html>`;
}
