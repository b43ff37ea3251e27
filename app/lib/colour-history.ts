import { normaliseColour } from "./colour-values";

/** Where the colour picker keeps its history in local storage. */
export const COLOUR_HISTORY_KEY = "pagewright:colour-history";
/** The limit (docs/product.md#colour-picker): at most 8 colours, newest first. */
export const COLOUR_HISTORY_LIMIT = 8;

/** Newest first, duplicates removed by normalised value, at most the limit; unreadable colours are left out. */
function tidy(colours: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const colour of colours) {
    const normalised = normaliseColour(colour);
    if (normalised !== null) seen.add(normalised);
    if (seen.size === COLOUR_HISTORY_LIMIT) break;
  }
  return [...seen];
}

/** The history after using a colour: it moves to the front and any earlier copy is removed. */
export function addToColourHistory(history: readonly string[], colour: string): string[] {
  return tidy([colour, ...history]);
}

/**
 * Reads what local storage holds. Anything that is not a JSON array of colours (hand edits, an
 * older format, another app's key) is tolerated: the readable colours are kept, the rest dropped.
 */
export function parseStoredColourHistory(raw: string | null): string[] {
  if (raw === null) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return tidy(stored.filter((entry): entry is string => typeof entry === "string"));
}

export function serialiseColourHistory(history: readonly string[]): string {
  return JSON.stringify(tidy(history));
}
