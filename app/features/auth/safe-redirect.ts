/**
 * Keeps a post-sign-in destination on this site: a path that starts with one slash. Anything
 * else (absolute URLs, protocol-relative `//host`, backslash tricks, control characters) becomes `/`.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || typeof value !== "string") return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (value.includes("\\") || Array.from(value).some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f)) {
    return fallback;
  }
  try {
    const resolved = new URL(value, "http://pagewright.invalid");
    if (resolved.origin !== "http://pagewright.invalid") return fallback;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return fallback;
  }
}
