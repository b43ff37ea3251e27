import { SLUG_PATTERN } from "./route-params";

/**
 * What a link written by a partner points at. `/` and `/{page}` mean pages of the same project
 * (the renderer turns them into public addresses); `#anchor` is a place on the same page.
 */
export type LinkTarget =
  | { kind: "page"; page: string; hash: string }
  | { kind: "anchor"; hash: string }
  | { kind: "external"; href: string };

export const MAX_URL_LENGTH = 2048;
const EXTERNAL_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:", "sms:"]);
const ANCHOR_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
// Browsers drop tabs and newlines inside URLs, which lets "java\tscript:" through naive checks.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;

function parseHash(hash: string): string | null {
  if (hash === "") return "";
  return ANCHOR_PATTERN.test(hash.slice(1)) && hash.startsWith("#") ? hash : null;
}

/** Classifies a link; anything that is not a project page, an anchor or an allowed scheme is null. */
export function parseLinkTarget(input: string): LinkTarget | null {
  if (input.length === 0 || input.length > MAX_URL_LENGTH) return null;
  if (input.startsWith("#")) {
    const hash = parseHash(input);
    return hash ? { kind: "anchor", hash } : null;
  }
  if (input.startsWith("/")) {
    const hashAt = input.indexOf("#");
    const path = hashAt === -1 ? input.slice(1) : input.slice(1, hashAt);
    const hash = parseHash(hashAt === -1 ? "" : input.slice(hashAt));
    if (hash === null || (path !== "" && !SLUG_PATTERN.test(path))) return null;
    return { kind: "page", page: path, hash };
  }
  if (CONTROL.test(input)) return null;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return null;
  }
  if (!EXTERNAL_SCHEMES.has(url.protocol)) return null;
  if ((url.protocol === "http:" || url.protocol === "https:") && (url.hostname === "" || url.username || url.password)) return null;
  if (url.protocol !== "http:" && url.protocol !== "https:" && url.pathname.length === 0) return null;
  return { kind: "external", href: url.href };
}

/** Image addresses: http(s) URLs and paths on this server; never data:, blob: or other schemes. */
export function isSafeImageSrc(input: string): boolean {
  if (input.length === 0 || input.length > MAX_URL_LENGTH || CONTROL.test(input) || input.includes(" ")) return false;
  if (input.startsWith("/")) return !input.startsWith("//") && !input.startsWith("/\\");
  try {
    const url = new URL(input);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}
