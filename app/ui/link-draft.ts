import { isValidEmail } from "~/lib/email";
import { parseLinkTarget } from "~/lib/safe-url";

/** What a link points at, as the link field offers it. */
export type LinkKind = "page" | "external" | "email" | "phone" | "messaging";

/** What the person has typed for each kind, so switching kinds and back loses nothing. */
export type LinkDraft = {
  kind: LinkKind;
  /** The page's address within the project: `/` for the home page, `/{page}` otherwise; empty until chosen. */
  page: string;
  url: string;
  email: string;
  phone: string;
  messagingNumber: string;
  messagingText: string;
};

const EMPTY_DRAFT: LinkDraft = { kind: "page", page: "", url: "", email: "", phone: "", messagingNumber: "", messagingText: "" };
const MESSAGING_HOST = "wa.me";
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;
const SCHEME_PATTERN = /^[a-z][a-z0-9+.-]*:/i;

function digitsOf(text: string): string {
  return text.replace(/\D/g, "");
}

/** Reads a stored link back into the field's inputs. */
export function draftFromHref(href: string): LinkDraft {
  const text = href.trim();
  if (text === "") return EMPTY_DRAFT;
  if (text.startsWith("/") && !text.startsWith("//")) return { ...EMPTY_DRAFT, kind: "page", page: text };
  const lower = text.toLowerCase();
  if (lower.startsWith("mailto:")) {
    return { ...EMPTY_DRAFT, kind: "email", email: decodeURIComponent(text.slice("mailto:".length).split("?")[0] ?? "") };
  }
  if (lower.startsWith("tel:")) return { ...EMPTY_DRAFT, kind: "phone", phone: decodeURIComponent(text.slice("tel:".length)) };
  try {
    const url = new URL(text);
    if (url.protocol === "https:" && url.hostname === MESSAGING_HOST) {
      return {
        ...EMPTY_DRAFT,
        kind: "messaging",
        messagingNumber: digitsOf(url.pathname),
        messagingText: url.searchParams.get("text") ?? "",
      };
    }
  } catch {
    // Not an absolute URL: it stays as typed in the web address box.
  }
  return { ...EMPTY_DRAFT, kind: "external", url: text };
}

/** The link the inputs make; empty when the input of the chosen kind is empty. */
export function hrefFromDraft(draft: LinkDraft): string {
  switch (draft.kind) {
    case "page":
      return draft.page;
    case "external": {
      const url = draft.url.trim();
      // People type "example.com"; it means the https site, not a path on this one.
      if (url === "" || url.startsWith("/") || url.startsWith("#") || SCHEME_PATTERN.test(url)) return url;
      return `https://${url}`;
    }
    case "email": {
      const email = draft.email.trim();
      return email === "" ? "" : `mailto:${email}`;
    }
    case "phone": {
      const phone = draft.phone.trim();
      return phone === "" ? "" : `tel:${phone.replace(/[^\d+]/g, "")}`;
    }
    case "messaging": {
      const number = digitsOf(draft.messagingNumber);
      if (number === "") return "";
      const text = draft.messagingText.trim();
      return `https://${MESSAGING_HOST}/${number}${text === "" ? "" : `?text=${encodeURIComponent(text)}`}`;
    }
  }
}

/** Why the inputs do not make a safe link of their kind, or null when they do (or are empty). */
export function linkProblem(draft: LinkDraft): string | null {
  const href = hrefFromDraft(draft);
  if (href === "") return null;
  const target = parseLinkTarget(href);
  switch (draft.kind) {
    case "page":
      return target?.kind === "page" ? null : "Choose a page of this project.";
    case "external":
      return target?.kind === "external" || target?.kind === "anchor" ? null : "Enter a web address such as https://example.com.";
    case "email":
      return target && isValidEmail(draft.email.trim()) ? null : "Enter an email address such as name@example.com.";
    case "phone": {
      const phone = draft.phone.trim();
      return target && PHONE_PATTERN.test(phone) && digitsOf(phone).length >= 3
        ? null
        : "Enter a phone number: digits, spaces and a leading + only.";
    }
    case "messaging": {
      const digits = digitsOf(draft.messagingNumber);
      // E.164 numbers have at most 15 digits; anything much shorter is not a reachable number.
      return target && /^[\d\s()+.-]+$/.test(draft.messagingNumber.trim()) && digits.length >= 6 && digits.length <= 15
        ? null
        : "Enter the number with its country code, such as +49 30 1234567.";
    }
  }
}
