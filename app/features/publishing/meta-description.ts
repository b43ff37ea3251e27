/** Search engines show about this many characters of a description (docs/product.md#publishing). */
export const META_DESCRIPTION_LENGTH = 155;

// React's static markup escapes exactly these; nothing else needs decoding to get the text back.
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&nbsp;": " " };

const MIN_PARAGRAPH_WORDS = 5;

function textOf(markup: string): string {
  return markup
    .replace(/<(svg|script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * At most `limit` characters, cut at the last word boundary before it with "…" added, so a
 * description never ends in half a word.
 */
export function trimToWordBoundary(text: string, limit = META_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const characters = Array.from(clean);
  if (characters.length <= limit) return clean;
  const head = characters.slice(0, limit - 1).join("");
  const boundary = head.search(/\s\S*$/);
  const cut = (boundary > limit / 2 ? head.slice(0, boundary) : head).replace(/[\s,;:.!?–—-]+$/, "");
  return `${cut}…`;
}

/**
 * The first text of a rendered page, for its description: its sentences-long paragraphs in order,
 * enough of them to fill a description (short labels such as a hero's eyebrow are left out);
 * without such paragraphs its other text (headings, list items, buttons).
 */
export function firstTextOf(markup: string): string {
  const withoutForms = markup.replace(/<form\b[\s\S]*?<\/form>/gi, " ");
  let text = "";
  for (const match of withoutForms.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)) {
    const paragraph = textOf(match[1] ?? "");
    if (paragraph.split(" ").length < MIN_PARAGRAPH_WORDS) continue;
    text = text ? `${text} ${paragraph}` : paragraph;
    if (text.length >= META_DESCRIPTION_LENGTH) break;
  }
  return trimToWordBoundary(text || textOf(withoutForms));
}

/** The page's own description, else the project's default, else the page's first text. */
export function metaDescriptionFor(own: string | null | undefined, projectDefault: string | null | undefined, pageMarkup: string): string {
  return own?.trim() || projectDefault?.trim() || firstTextOf(pageMarkup);
}
