import { invalidRouteParamsText, pageNotFoundText, SLUG_PATTERN } from "../../app/lib/route-params";

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The not-found text the app would answer for a path below a project (docs/product.md#error-texts),
 * so the site's own not-found page says exactly that: `Page Not Found` when the page or module
 * part breaks its pattern, `Page not found` otherwise. Null for the paths this cannot tell
 * (empty or undecodable parts, framework data requests), which the app answers itself.
 */
export function notFoundTextBelowProject(pathname: string, fullPath: string): string | null {
  if (pathname.endsWith(".data")) return null;
  const segments = pathname.slice(1).split("/");
  if (segments.length > 1 && segments.at(-1) === "") segments.pop();
  const parts = segments.map(decoded);
  if (parts.some((part) => part === null || part === "")) return null;
  const slug = parts.length === 2 ? parts[1] : parts.length === 3 && parts[2] === "module" ? parts[1] : undefined;
  if (slug !== undefined && slug !== null && !SLUG_PATTERN.test(slug)) return invalidRouteParamsText(fullPath);
  return pageNotFoundText(fullPath);
}
