import { isPossiblePhoneNumber, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

export type ReadPhoneNumber = { ok: true; e164: string } | { ok: false; reason: "no-country-code" | "not-a-number" };

/**
 * A phone number as typed, read for calling: any common spelling of an international number
 * ("+44 7911 654321", "+44 (0)7911 654321", "0044 7911 654321", dots or dashes) gives its E.164
 * form for `tel:` links. Numbers are checked for a possible length in their country, not against
 * the ranges allocated so far, which libphonenumber's metadata lags behind. A number without a
 * country code is read in `country` when there is one; otherwise it cannot be told from a
 * number in another country, so it is refused (docs/product.md#numbers-and-prices).
 */
export function readPhoneNumber(typed: string, country?: CountryCode): ReadPhoneNumber {
  const text = typed.trim().replace(/^00(?=[1-9])/, "+");
  if (!/^\+?[\d\s().\-/]{4,40}$/.test(text)) return { ok: false, reason: "not-a-number" };
  if (!text.startsWith("+") && !country) return { ok: false, reason: "no-country-code" };
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed || !isPossiblePhoneNumber(parsed.number)) return { ok: false, reason: "not-a-number" };
  return { ok: true, e164: parsed.number };
}
