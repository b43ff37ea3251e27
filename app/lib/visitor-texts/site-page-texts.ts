import type { VisitorTextId } from "./visitor-text-catalogue";
import { visitorTextsFor, type VisitorTexts } from "./visitor-texts";

/** Minutes a visitor waits after too many wrong passwords (docs/product.md#password-protected-pages). */
export const PASSWORD_ATTEMPT_WINDOW_MINUTES = 10;

const SITE_PAGE_TEXT_IDS = [
  "errorNotFoundTitle",
  "errorNotFound",
  "errorMethodNotAllowed",
  "errorOccured",
  "errorTryLater",
  "passwordTitle",
  "passwordHeading",
  "passwordLabel",
  "passwordOpen",
  "passwordWrong",
  "passwordEmpty",
  "passwordTooLong",
  "passwordTooMany",
] as const satisfies readonly VisitorTextId[];

type SitePageTextId = (typeof SITE_PAGE_TEXT_IDS)[number];

/**
 * What a site's error and password pages say, in its language and the partner's wording, as the
 * publication keeps them: said when the site is published, so the fast path that answers them
 * formats nothing. `errorNotFound` holds PATH where the address goes.
 */
export type SitePageTexts = Readonly<Record<SitePageTextId, string>>;

export const PATH = "\u0000path\u0000";

function sitePageTexts(texts: VisitorTexts): SitePageTexts {
  const said = {} as Record<SitePageTextId, string>;
  for (const id of SITE_PAGE_TEXT_IDS) said[id] = texts.text(id, { path: PATH, minutes: PASSWORD_ATTEMPT_WINDOW_MINUTES });
  return said;
}

/** The texts of a site that says the product's English ones: docs/product.md#error-texts, to the letter. */
export const ENGLISH_SITE_PAGE_TEXTS = sitePageTexts(visitorTextsFor("en"));

// An HTML comment in the stored error page: escaped partner text can never contain one, and the
// JSON inside has no "<", ">" or "-", so nothing in it can end the comment.
const MARKER = /<!--pagewright:texts (\{[^>]*\})-->/;

/** The comment a publication's error page carries its texts in. */
export function sitePageTextsMarker(texts: VisitorTexts): string {
  const json = JSON.stringify(sitePageTexts(texts)).replace(/[<>&-]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `<!--pagewright:texts ${json}-->`;
}

/** The texts a stored error page carries; English for a page published before it carried any. */
function sitePageTextsOf(template: string): SitePageTexts {
  const json = MARKER.exec(template)?.[1];
  if (!json) return ENGLISH_SITE_PAGE_TEXTS;
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== "object" || parsed === null) return ENGLISH_SITE_PAGE_TEXTS;
    const read = parsed as Record<string, unknown>;
    const texts = {} as Record<SitePageTextId, string>;
    for (const id of SITE_PAGE_TEXT_IDS) {
      const text = read[id];
      texts[id] = typeof text === "string" ? text : ENGLISH_SITE_PAGE_TEXTS[id];
    }
    return texts;
  } catch {
    return ENGLISH_SITE_PAGE_TEXTS;
  }
}

/** A stored error page as visitors get it (without its texts' comment) and the texts it carries. */
export type StoredSitePage = { html: string; texts: SitePageTexts };

// The fast path answers a site's error and password pages from the publication's stored page;
// reading its texts once per stored page, not once per answer, keeps those answers as cheap as a
// page's. The live publications' pages are few, so a small bound holds them all.
const READ_PAGES_KEPT = 256;
const readPages = new Map<string, StoredSitePage>();

/** The stored error page `template`, read once and then kept while it is among the recent ones. */
export function readSitePage(template: string): StoredSitePage {
  const known = readPages.get(template);
  if (known) return known;
  const page = { html: template.replace(MARKER, ""), texts: sitePageTextsOf(template) };
  if (readPages.size >= READ_PAGES_KEPT) readPages.delete(readPages.keys().next().value!);
  readPages.set(template, page);
  return page;
}
