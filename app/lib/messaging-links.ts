import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

export type MessagingApp = "whatsapp" | "telegram";

export type MessagingLinkResult =
  | { ok: true; url: string }
  | { ok: false; field: "country" | "phone" | "username" | "message"; message: string };

/** WhatsApp cuts prefilled text well before this; longer texts make links that some apps refuse to open. */
export const MAX_MESSAGE_LENGTH = 1000;

export const COUNTRY_MESSAGE = "Choose the country of the phone number.";
export const PHONE_MISSING_MESSAGE = "Enter the phone number that receives the messages.";
export const PHONE_INVALID_MESSAGE = "This is not a valid phone number for the chosen country. Check the digits, or choose another country.";
export const MESSAGE_TOO_LONG_MESSAGE = `Keep the message under ${MAX_MESSAGE_LENGTH} characters.`;
export const USERNAME_MESSAGE = "A Telegram username has 5 to 32 characters: letters, digits and underscores, starting with a letter.";

const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

export function isCountryCode(value: string): value is CountryCode {
  return (getCountries() as string[]).includes(value);
}

/** Every country libphonenumber knows, with its calling code, sorted by its English name. */
export function phoneCountries(): { code: CountryCode; name: string; callingCode: string }[] {
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** New lines as the apps expect them (LF), so a message typed on Windows does not carry stray CRs. */
function normaliseMessage(message: string): string {
  return message.replace(/\r\n?/g, "\n").trim();
}

/**
 * WhatsApp click-to-chat: `https://wa.me/<international number, digits only>?text=<message>`.
 * A number written with its own `+` prefix wins over the chosen country.
 */
export function buildWhatsAppLink(input: { country: string; phone: string; message?: string }): MessagingLinkResult {
  if (!isCountryCode(input.country)) return { ok: false, field: "country", message: COUNTRY_MESSAGE };
  const phone = input.phone.trim();
  if (!phone) return { ok: false, field: "phone", message: PHONE_MISSING_MESSAGE };
  const parsed = parsePhoneNumberFromString(phone, input.country);
  if (!parsed?.isValid()) return { ok: false, field: "phone", message: PHONE_INVALID_MESSAGE };
  const message = normaliseMessage(input.message ?? "");
  if (message.length > MAX_MESSAGE_LENGTH) return { ok: false, field: "message", message: MESSAGE_TOO_LONG_MESSAGE };
  const digits = parsed.number.replace(/\D/g, "");
  return { ok: true, url: `https://wa.me/${digits}${message ? `?text=${encodeURIComponent(message)}` : ""}` };
}

/** Telegram: `https://t.me/<username>`; a leading `@` or a pasted t.me address is accepted. */
export function buildTelegramLink(input: { username: string }): MessagingLinkResult {
  const username = input.username
    .trim()
    .replace(/^(?:https?:\/\/)?t\.me\//i, "")
    .replace(/^@/, "");
  if (!USERNAME_PATTERN.test(username)) return { ok: false, field: "username", message: USERNAME_MESSAGE };
  return { ok: true, url: `https://t.me/${username}` };
}

/**
 * Whether `url` is exactly a link these builders make, so a redirect endpoint can send visitors
 * there and nowhere else.
 */
export function messagingAppOf(url: string): MessagingApp | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" || parsed.username || parsed.password || parsed.port || parsed.hash) return null;
  if (parsed.hostname === "wa.me" && /^\/\d{6,15}$/.test(parsed.pathname) && [...parsed.searchParams.keys()].every((key) => key === "text")) {
    return "whatsapp";
  }
  if (parsed.hostname === "t.me" && USERNAME_PATTERN.test(parsed.pathname.slice(1)) && !parsed.search) return "telegram";
  return null;
}
