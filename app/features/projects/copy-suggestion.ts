import { NAME_MAX_LENGTH } from "~/lib/name-limits";
import { SLUG_MAX_LENGTH } from "~/lib/slug";

const NAME_SUFFIX = " (copy)";
const SLUG_SUFFIX = "-copy";

/** The longest start of `text` within `max` UTF-16 units (what the form limits count), never splitting a character. */
function fitted(text: string, max: number): string {
  let result = "";
  for (const character of text) {
    if (result.length + character.length > max) break;
    result += character;
  }
  return result;
}

/**
 * What the duplicate dialog suggests for a copy of a page or module: its name and slug marked as a
 * copy, shortened first where the mark would take them past the form's limits, so that accepting
 * the suggestion is never refused.
 */
export function copySuggestion(source: { name: string; slug: string }): { name: string; slug: string } {
  return {
    name: `${fitted(source.name, NAME_MAX_LENGTH - NAME_SUFFIX.length).trimEnd()}${NAME_SUFFIX}`,
    slug: `${fitted(source.slug, SLUG_MAX_LENGTH - SLUG_SUFFIX.length).replace(/-+$/, "")}${SLUG_SUFFIX}`,
  };
}
