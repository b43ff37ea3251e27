/** Longer destinations are not kept: no screen of this app has an address anywhere near as long. */
export const MAX_REDIRECT_PATH_LENGTH = 2048;

// Resolving against a fixed origin tells a path on this site from anything a browser would send elsewhere.
const THIS_SITE = new URL("https://pagewright.invalid");

/** Whether a browser that finds `path` in a `Location` header stays on this site. */
function staysOnThisSite(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return false;
  try {
    return new URL(path, THIS_SITE).origin === THIS_SITE.origin;
  } catch {
    return false;
  }
}

/**
 * Keeps a post-sign-in destination on this site. The value is normalised the way a browser reads
 * it first (dot segments, encoded dots), and only then checked, because normalising can itself
 * make a scheme-relative `//host` out of a harmless-looking `/.//host`. Anything that is not a
 * same-site path afterwards (absolute or scheme-relative URLs, backslashes, control characters,
 * more than MAX_REDIRECT_PATH_LENGTH characters) becomes `fallback`.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || value.length > MAX_REDIRECT_PATH_LENGTH || !value.startsWith("/")) return fallback;
  // Browsers drop tabs and line breaks and read a backslash as a slash; our own links never hold them.
  if (value.includes("\\") || Array.from(value).some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) {
    return fallback;
  }
  let normalised: string;
  try {
    const resolved = new URL(value, THIS_SITE);
    if (resolved.origin !== THIS_SITE.origin) return fallback;
    normalised = resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return fallback;
  }
  if (normalised.length > MAX_REDIRECT_PATH_LENGTH || !staysOnThisSite(normalised)) return fallback;
  return normalised;
}
