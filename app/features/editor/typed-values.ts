import { readPrice } from "~/features/sections/money";

// What a number or price field stores for the text in it (docs/product.md#numbers-and-prices).
// Text that cannot be taken is stored as typed: the section's schema then marks the field with a
// plain message, the preview keeps its last good render and nothing is saved or published
// until it is fixed. Nothing is rounded, dropped or reformatted on the way.

/** A price: the decimal text of what was typed ("1,5" is "1.5"), or the typed text when it is no price. */
export function priceToStore(typed: string): string {
  const reading = readPrice(typed);
  return reading.ok ? reading.amount : typed;
}

/** A size in pixels: the number typed (a decimal comma read as a point), or the typed text when it is no number. */
export function pixelsToStore(typed: string): number | string {
  const text = typed.trim();
  if (!/^-?\d+([.,]\d*)?$/.test(text)) return typed;
  const value = Number(text.replace(",", "."));
  return Number.isFinite(value) ? value : typed;
}

/** The text a stored number or price shows in its field. */
export function storedToText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}
