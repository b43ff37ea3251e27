import type { Link } from "./content-fields";

/**
 * What a new section takes from the project it is added to (docs/product.md#section-defaults):
 * its name, its real pages, the anchors that already exist on the page, and the contact details
 * and social links of its settings. No section starts with a demo brand or a link that leads
 * nowhere.
 */
export type ProjectContext = {
  siteName: string;
  /** Every page, home first, as a link target of the project: "/" or "/{slug}". */
  pages: readonly { path: string; title: string }[];
  /** The anchors of the sections already on the page (modules included), with the label of each section's type. */
  anchors: readonly { anchor: string; label: string; type: string }[];
  contact: { email: string; phone: string; address: string };
  socialLinks: readonly string[];
  /** The site's language: a new section's form says its labels in it. Absent is English. */
  language?: string;
};

/** A project with nothing but a home page: what the catalogue and schema-only callers start from. */
export const EMPTY_PROJECT: ProjectContext = {
  siteName: "",
  pages: [{ path: "/", title: "Home" }],
  anchors: [],
  contact: { email: "", phone: "", address: "" },
  socialLinks: [],
};

// Pages with these slugs are legal notices: a footer lists them apart, as legal links.
const LEGAL_SLUG = /^(imprint|impressum|privacy(-policy)?|datenschutz|terms(-of-service|-and-conditions)?|legal(-notice)?|cookies?(-policy)?|agb|disclaimer)$/;

export function isLegalPage(path: string): boolean {
  return LEGAL_SLUG.test(path.slice(1));
}

/** `#anchor` of the first section of that type on the page, or null when there is none. */
export function anchorOfType(project: ProjectContext, type: string): string | null {
  const found = project.anchors.find((entry) => entry.type === type);
  return found ? `#${found.anchor}` : null;
}

/** The anchor a new section of this kind takes, unless the page already has one of that name. */
export function freeAnchor(project: ProjectContext, wanted: string): string {
  return project.anchors.some((entry) => entry.anchor === wanted) ? "" : wanted;
}

/**
 * Where a "get in touch" button goes: the page's contact form, else the project's email, else its
 * phone; null (no button) when the project offers none of them.
 */
export function contactLink(project: ProjectContext, label: string): Link | null {
  const form = anchorOfType(project, "contact");
  if (form) return { label, href: form };
  if (project.contact.email) return { label, href: `mailto:${project.contact.email}` };
  const phone = dialablePhone(project.contact.phone);
  if (phone) return { label, href: `tel:${phone}` };
  return null;
}

/**
 * The number to dial when a phone text is only a phone number (digits, spaces, + - . ( ) and /);
 * anything else, such as opening hours beside it, gives null rather than a wrong number.
 */
export function dialablePhone(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^\+?[\d\s().\-/]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[^\d+]/g, "");
  const count = digits.replace("+", "").length;
  return count >= 3 && count <= 15 ? digits : null;
}

/** Cuts a text to a field's limit on a character boundary (a page title may be longer than a link label). */
export function fitted(text: string, max: number): string {
  const characters = Array.from(text.trim());
  return characters.length <= max ? characters.join("") : characters.slice(0, max - 1).join("").trimEnd() + "…";
}

/** An item id from a page path: "/" is "home", "/about-us" is "about-us". */
export function pageItemId(path: string): string {
  return path === "/" ? "home" : path.slice(1, 65);
}

const SOCIAL_NAMES: Record<string, string> = {
  "facebook.com": "Facebook",
  "instagram.com": "Instagram",
  "linkedin.com": "LinkedIn",
  "x.com": "X",
  "twitter.com": "X",
  "youtube.com": "YouTube",
  "tiktok.com": "TikTok",
  "pinterest.com": "Pinterest",
  "github.com": "GitHub",
  "mastodon.social": "Mastodon",
  "threads.net": "Threads",
  "bsky.app": "Bluesky",
  "wa.me": "WhatsApp",
  "t.me": "Telegram",
};

/** A social link's name as people know it ("Instagram"), or its host. */
export function socialName(href: string): string {
  let host: string;
  try {
    host = new URL(href).hostname.replace(/^(www|m)\./, "");
  } catch {
    return "Link";
  }
  return SOCIAL_NAMES[host] ?? host;
}
