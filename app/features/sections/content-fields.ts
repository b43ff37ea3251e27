import { z } from "zod";
import { isSafeImageSrc, MAX_URL_LENGTH, parseLinkTarget } from "~/lib/safe-url";

export const ITEM_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const HREF_MESSAGE =
  "Use a page of this project (/ or /page), an anchor (#name), an http(s) address, mailto:, tel: or sms:.";

export function text(max: number, fallback: string) {
  return z.string().trim().max(max, `At most ${max} characters.`).default(fallback);
}

export const hrefSchema = z
  .string()
  .trim()
  .max(MAX_URL_LENGTH)
  .refine((value) => parseLinkTarget(value) !== null, HREF_MESSAGE);

export const linkSchema = z.object({
  label: z.string().trim().min(1, "A button needs a label.").max(80, "At most 80 characters."),
  href: hrefSchema,
});
export type Link = z.output<typeof linkSchema>;

/** A picture's width or height in whole pixels, with messages a partner can act on. */
function pixelSize(dimension: "width" | "height", example: number) {
  const wholePixels = `Use a whole number of pixels, such as ${example}.`;
  return z
    .number({ error: (issue) => (issue.input === "" || issue.input === undefined ? `Enter the ${dimension} in pixels.` : `Use digits only, such as ${example}.`) })
    .int(wholePixels)
    .min(1, "At least 1 pixel.")
    .max(20_000, "At most 20,000 pixels.");
}

export const imageSchema = z.object({
  assetId: z.string().regex(ITEM_ID_PATTERN).optional(),
  src: z
    .string()
    .trim()
    .refine(isSafeImageSrc, "Use an image from the library or an http(s) address."),
  alt: z.string().trim().max(300, "At most 300 characters.").default(""),
  width: pixelSize("width", 1200),
  height: pixelSize("height", 800),
});
export type Image = z.output<typeof imageSchema>;

export const itemIdSchema = z.string().regex(ITEM_ID_PATTERN, "Item ids are 1–64 letters, digits, - or _.");

/** Repeated items keep a stable id each (itemIdSchema), so editors can reorder and diff them. */
export function items<Item extends z.ZodType<{ id: string }>>(item: Item, max: number, fallback: () => NoInfer<z.output<Item>>[]) {
  return z
    .array(item)
    .max(max, `At most ${max} items.`)
    .refine((list) => new Set(list.map((entry) => entry.id)).size === list.length, "Two items have the same id.")
    .default(fallback);
}

export const CURRENCIES = ["EUR", "USD", "GBP", "CHF", "SEK", "NOK", "DKK", "PLN", "CZK", "CAD", "AUD", "JPY", "INR", "BRL"] as const;
export const currencySchema = z.enum(CURRENCIES);
export const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: code }));

/** A hex colour, or empty for none; an 8-digit hex with alpha 00 also means none. */
export const optionalColourSchema = z
  .string()
  .trim()
  .regex(/^(#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?)?$/, "Use a colour like #1d4ed8.")
  .default("");

/** Every section can be the target of in-page links such as #pricing. */
export const anchorSchema = z
  .string()
  .trim()
  .regex(/^$|^[A-Za-z][A-Za-z0-9_-]{0,63}$/, "Start with a letter; then letters, digits, - or _.")
  .default("");

export function sectionContent<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ anchor: anchorSchema, ...shape });
}
