import { z } from "zod";

// Prices are kept as the decimal text the partner typed ("4.05", "10.00"), never as a binary
// float, so what is stored, previewed and published is exactly what was typed
// (docs/decisions/0015-money-as-decimal-text.md, docs/product.md#numbers-and-prices).

export const MAX_PRICE = 100_000_000;

/** The one form a stored price has: digits without leading zeros, then up to two decimals after a point. */
const STORED_PRICE = /^(0|[1-9]\d*)(\.\d{1,2})?$/;

export type PriceReading = { ok: true; amount: string } | { ok: false; message: string };

export const PRICE_MESSAGES = {
  empty: "Enter a price, such as 4.05 (0 for free).",
  negative: "A price cannot be negative.",
  notDigits: "Use only digits and one decimal point or comma, such as 4.05.",
  separators: "Use one decimal point or comma and no thousands separators, such as 1234.50.",
  decimals: "Use at most two digits after the decimal point, such as 4.05 (and no thousands separators).",
  tooLarge: `A price can be at most ${new Intl.NumberFormat("en").format(MAX_PRICE)}.`,
  notStored: "Write the price like 4.05.",
} as const;

const refuse = (message: string): PriceReading => ({ ok: false, message });

/**
 * Reads a price as a partner types it. A comma is a decimal comma ("1,5" is 1.5); a point or
 * comma at the end is a decimal still being typed ("4." is 4). Anything else that is not plain
 * digits (a minus, an exponent, spaces, a second separator) is refused with a message saying why.
 */
export function readPrice(typed: string): PriceReading {
  const text = typed.trim();
  if (text === "") return refuse(PRICE_MESSAGES.empty);
  if (/^[-−]/.test(text)) return refuse(PRICE_MESSAGES.negative);
  const separators = text.match(/[.,]/g)?.length ?? 0;
  if (!/^[\d.,]+$/.test(text)) return refuse(PRICE_MESSAGES.notDigits);
  if (separators > 1) return refuse(PRICE_MESSAGES.separators);
  const [whole = "", fraction = ""] = text.split(/[.,]/);
  if (whole === "" && fraction === "") return refuse(PRICE_MESSAGES.notDigits);
  if (fraction.length > 2) return refuse(PRICE_MESSAGES.decimals);
  const units = whole.replace(/^0+(?=\d)/, "") || "0";
  if (units.length > String(MAX_PRICE).length || Number(units) + Number(`0.${fraction || "0"}`) > MAX_PRICE) return refuse(PRICE_MESSAGES.tooLarge);
  return { ok: true, amount: fraction ? `${units}.${fraction}` : units };
}

/** A stored price: the decimal text `readPrice` makes of what was typed. */
export const priceSchema = z.string({ error: PRICE_MESSAGES.empty }).superRefine((value, context) => {
  const reading = readPrice(value);
  if (!reading.ok) context.addIssue({ code: "custom", message: reading.message });
  else if (!STORED_PRICE.test(value) || reading.amount !== value) context.addIssue({ code: "custom", message: PRICE_MESSAGES.notStored });
});

/**
 * Version 1 of the priced sections stored prices as JSON numbers. The shortest text that reads
 * back as the same number is the decimal the partner typed then (9, 32.5, 4.05), so it is kept
 * exactly; anything that was never a valid price is left for the schema to refuse.
 */
export function priceFromStoredNumber(value: unknown): unknown {
  if (typeof value !== "number" || !Number.isFinite(value)) return value;
  const text = String(value);
  return /e/i.test(text) ? value : text;
}

/** Upgrades the price of every item in the list `listName` (plans, products) from a number to its text. */
export function itemPricesFromNumbers(props: Record<string, unknown>, listName: string): Record<string, unknown> {
  const list = props[listName];
  if (!Array.isArray(list)) return props;
  return {
    ...props,
    [listName]: list.map((item: unknown) =>
      item && typeof item === "object" && "price" in item ? { ...item, price: priceFromStoredNumber(item.price) } : item,
    ),
  };
}
