/**
 * Destinations that try to leave the site after sign-in: dot segments that normalise into `//`,
 * backslashes, encoded slashes, tabs and line breaks, scheme-relative and absolute URLs, userinfo,
 * and look-alikes of the slash.
 */
export const OPEN_REDIRECT_ATTEMPTS = [
  "/.//evil.example/phish",
  "/..//evil.example",
  "/../..//evil.example/phish",
  "/a/../..//evil.example",
  "/%2e//evil.example",
  "/%2e%2e//evil.example",
  "/.%2e//evil.example",
  "/x/%2E%2E/%2e%2e//evil.example",
  "//evil.example",
  "///evil.example",
  "////evil.example/phish",
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "/./\\evil.example",
  "/%2F/evil.example",
  "/%2f%2fevil.example",
  "/%5C/evil.example",
  "/%5c%5cevil.example",
  "/%09/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  " //evil.example",
  "https://evil.example/",
  "http:evil.example",
  "https:/evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "//user:pass@evil.example",
  "/.//user@evil.example",
  "//app.example@evil.example",
  "/@evil.example",
  "/\uFF0F/evil.example",
  "\uFF0F\uFF0Fevil.example",
  "/\u2215/evil.example",
  "/\u2044/evil.example",
  "//evil.example\uFF0Fphish",
  "/#//evil.example",
  "/?next=//evil.example",
  "/;//evil.example",
] as const;

/** Whether a browser that finds `location` in a `Location` header stays on the site it asked. */
export function staysOnSite(location: string): boolean {
  const origin = "https://app.example";
  return new URL(location, origin).origin === origin && !location.startsWith("//") && !location.startsWith("/\\");
}
