import { findPhoneNumbersInText, parsePhoneNumberFromString } from "libphonenumber-js";

// The finder takes a leniency its type declarations leave out: "POSSIBLE" accepts numbers of a
// possible length in ranges the allocation tables do not list yet (+44 7911 654321).
const POSSIBLE_NUMBERS = { leniency: "POSSIBLE" } as Parameters<typeof findPhoneNumbersInText>[1];

/**
 * The number a visitor's phone calls when they tap "Phone shown", or null when there is no link.
 * The shown text may carry more than the number ("+44 20 7946 0000, Mon–Fri 9–17"), so the
 * number is found and parsed (libphonenumber-js), never made by keeping every digit. Only a
 * number written with its country code is linked: the project has no country to read a
 * national number in, and a guessed country would call someone else. Two numbers in one text get
 * no link, since one link cannot call both (docs/product.md#numbers-and-prices).
 */
export function phoneToCall(shown: string): { e164: string; international: string } | null {
  const found = findPhoneNumbersInText(shown, POSSIBLE_NUMBERS);
  if (found.length !== 1) return null;
  const [{ number }] = found as [(typeof found)[number]];
  // The link calls the number itself: digits after it ("…0000, 9-17") may read as an extension,
  // which a tel: link would dial as part of the number, so the extension is left out.
  const e164 = number.number;
  return { e164, international: parsePhoneNumberFromString(e164)?.formatInternational() ?? e164 };
}

/** What the editor says under "Phone shown" about the link visitors will get. */
export function phoneLinkNote(shown: string): string | undefined {
  if (shown.trim() === "") return undefined;
  const number = phoneToCall(shown);
  return number
    ? `Visitors can tap it to call ${number.international}.`
    : "Visitors see this text but cannot tap it to call: write one number with its country code, such as +44 20 7946 0000.";
}
