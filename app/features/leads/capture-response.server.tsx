import { httpStatusOf } from "~/lib/app-error";
import { renderToStaticMarkup } from "react-dom/server";
import { ContactSectionView } from "~/features/sections/contact/render";
import { leadSentFragment, type LeadFormState } from "~/features/sections/contact/lead-form-fields";
import { renderContextForProject } from "~/features/sections/render-context";
import { SiteFrame } from "~/features/sections/site-frame";
import { siteIconLinks } from "~/lib/site-icon-links";
import { fontFilesOf, SITE_FONTS_PATH, typefacePairingOf } from "~/lib/site-typography";
import type { Db } from "~/access/project-access.server";
import { MALFORMED_KEY_MESSAGE, type CaptureOutcome } from "./capture-lead.server";
import type { PublishedForm } from "./find-published-form.server";
import { languageAttributes, siteLanguageOf } from "~/lib/site-languages";
import { visitorTextsOfSite } from "~/lib/visitor-texts/visitor-texts";

/** An answer to a submission, written by the server's fast path straight onto Node's response. */
export type LeadAnswer = { status: number; headers: Record<string, string>; body: string };

const NO_STORE = { "Cache-Control": "no-store" };
export const UNKNOWN_FORM_MESSAGE = "This form is not available any more.";

/** The published pages' own policy: nothing runs, forms post only here. Modules may be framed. */
function pagePolicy(framed: boolean): string {
  return [
    "default-src 'none'",
    "img-src 'self' https: data:",
    "style-src 'unsafe-inline'",
    "font-src 'self'",
    "manifest-src 'self'",
    "script-src 'none'",
    "form-action 'self'",
    "base-uri 'none'",
    framed ? "frame-ancestors *" : "frame-ancestors 'none'",
  ].join("; ");
}

function htmlAnswer(html: string, status: number, framed: boolean): LeadAnswer {
  return { status, headers: { ...NO_STORE, "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": pagePolicy(framed) }, body: html };
}

function json(body: unknown, status: number): LeadAnswer {
  return { status, headers: { ...NO_STORE, "Content-Type": "application/json" }, body: JSON.stringify(body) };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

async function publishedCss(db: Db, form: PublishedForm, from: string): Promise<string> {
  const document = await db.selectFrom("publishedDocuments").select("body").where("publicationId", "=", form.publicationId).where("path", "=", from).executeTakeFirst();
  const match = document ? /<style>([\s\S]*?)<\/style>/.exec(Buffer.from(document.body).toString("utf8")) : null;
  return match?.[1] ?? "";
}

/**
 * Without JavaScript a refused submission gets a page of its own that reads as the partner's site:
 * the same contact section, styled with the page's published CSS, set in the site's typefaces,
 * with its icons and colour, showing the answers and the errors, posting again.
 */
async function errorPage(db: Db, form: PublishedForm, from: string, state: LeadFormState, status: number): Promise<LeadAnswer> {
  const { project, section, source } = form;
  const typography = typefacePairingOf(project.settings.typography);
  const texts = visitorTextsOfSite(project.settings);
  const context = { ...renderContextForProject(project.id, texts), formAction: `/api/leads/${project.id}?from=${encodeURIComponent(from)}` };
  const body = renderToStaticMarkup(
    <SiteFrame primary={project.primaryColor} exactPrimary={project.settings.isPrimaryExact === true} typography={typography} className="min-h-screen">
      <main id="main">
        <ContactSectionView id={section.id} variant={section.variant} content={section.content} context={context} headingLevel={1} formState={state} />
        <p style={{ textAlign: "center", padding: "0 1rem 3rem" }}>
          <a href={source.href}>{texts.text("formBackTo", { site: project.name })}</a>
        </p>
      </main>
    </SiteFrame>,
  );
  const css = (await publishedCss(db, form, from)).replace(/<\//g, "<\\/");
  const head = renderToStaticMarkup(
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex" />
      <title>{`${texts.text("formCheckTitle")} · ${project.name}`}</title>
      <meta name="theme-color" content={project.primaryColor} />
      {siteIconLinks(project, Boolean(project.settings.faviconAssetId)).map((link) => (
        <link key={link.href} {...link} />
      ))}
      {fontFilesOf(typography).map((file) => (
        <link key={file} rel="preload" href={`${SITE_FONTS_PATH}${file}`} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      <style dangerouslySetInnerHTML={{ __html: css }} />
    </head>,
  );
  const html = `<!doctype html><html ${languageAttributes(siteLanguageOf(project.settings.language))}>${head}<body>${body}</body></html>`;
  return htmlAnswer(html, status, source.kind === "module");
}

function plainPage(message: string, status: number): LeadAnswer {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(message)}</title></head><body><p>${escapeHtml(message)}</p></body></html>`;
  return htmlAnswer(html, status, false);
}

/** A refusal before the submission could be looked at (too large, wrong type, unreadable, no such form). */
export function captureFailure(status: number, message: string, wantsJson: boolean): LeadAnswer {
  return wantsJson ? json({ ok: false, message }, status) : plainPage(message, status);
}

/**
 * The answer to a submission: JSON for the enhancement script; for a plain form post, 303 back to
 * the page at #lead-sent-{section} (or to the section's redirect), or the error page.
 */
export async function captureResponse(db: Db, outcome: CaptureOutcome, from: string, wantsJson: boolean): Promise<LeadAnswer> {
  if (outcome.kind === "unknown") return captureFailure(httpStatusOf("NOT_FOUND"), UNKNOWN_FORM_MESSAGE, wantsJson);
  if (outcome.kind === "malformed-key") return captureFailure(httpStatusOf("INVALID"), MALFORMED_KEY_MESSAGE, wantsJson);
  const { section, source } = outcome.form;
  if (outcome.kind === "stored") {
    // The URL parser percent-encodes what a header cannot carry (a path in another script, say).
    const redirect = section.content.redirectUrl ? new URL(section.content.redirectUrl).href : undefined;
    if (wantsJson) return json({ ok: true, message: section.content.successMessage, redirect }, 200);
    const location = redirect ?? `${source.href}#${leadSentFragment(section.id)}`;
    return { status: 303, headers: { ...NO_STORE, Location: location }, body: "" };
  }
  const status = outcome.kind === "invalid" ? 422 : 429;
  const answer = wantsJson ? json({ ok: false, message: outcome.state.message, errors: outcome.state.errors }, status) : await errorPage(db, outcome.form, from, outcome.state, status);
  if (outcome.kind === "rate-limited") answer.headers["Retry-After"] = String(outcome.retryAfterSeconds);
  return answer;
}
