import { MAX_URL_LENGTH } from "./safe-url";

/**
 * A site's redirects and its chosen not-found page as a publication keeps them
 * (docs/product.md#redirects, decision 0032), read by the published-site fast path. A dot cannot
 * be part of a page or module slug, and the public paths only serve a few fixed names with one,
 * so no visitor can ask for this document by its path.
 */
export const SITE_RULES_DOCUMENT_PATH = "site-rules.json";

export type RedirectStatus = 301 | 302;
export type SiteRedirect = { from: string; to: string; status: RedirectStatus };
/** `notFoundPage` is the slug of the page unknown addresses show with status 404, or null. */
export type SiteRules = { redirects: SiteRedirect[]; notFoundPage: string | null };

export const MAX_REDIRECTS = 500;
export const REDIRECT_PATH_MAX_LENGTH = 200;
const SEGMENT = /^[a-z0-9][a-z0-9._~-]*$/;
// Browsers drop tabs and newlines inside URLs, which lets "java\tscript:" through naive checks.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0020\u007f\u2028\u2029]/;

/** A path below the project as redirects keep it: lower case, one leading slash, no trailing one. */
export function normalizeRedirectPath(path: string): string {
  const lower = path.trim().toLowerCase();
  return lower.length > 1 && lower.endsWith("/") ? lower.slice(0, -1) : lower;
}

/** Why `path` cannot be a redirect's "from" path, or null when it can (after normalizeRedirectPath). */
export function redirectFromProblem(path: string): string | null {
  if (path === "") return "Enter the old path, such as /old-offer.";
  if (path.length > REDIRECT_PATH_MAX_LENGTH) return `A path can be at most ${REDIRECT_PATH_MAX_LENGTH} characters.`;
  if (path === "/") return "The home page cannot be redirected: it is always the site's first page.";
  if (!path.startsWith("/") || !path.slice(1).split("/").every((segment) => SEGMENT.test(segment))) {
    return "Enter the old path below the site, such as /old-offer: letters, digits, hyphens, dots and slashes only.";
  }
  return null;
}

/** Why `target` cannot be where a redirect leads, or null: a path below the site or an absolute http(s) address. */
export function redirectTargetProblem(target: string): string | null {
  if (target === "") return "Enter where the redirect leads: a path such as /offer or an address starting with https://.";
  if (target.length > MAX_URL_LENGTH) return `An address can be at most ${MAX_URL_LENGTH} characters.`;
  if (CONTROL.test(target)) return "The address contains spaces or invisible characters.";
  if (target.startsWith("/")) {
    return target === "/" || target.slice(1).split("/").every((segment) => SEGMENT.test(segment))
      ? null
      : "Enter a path below the site, such as /offer: letters, digits, hyphens, dots and slashes only.";
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return "Enter a path such as /offer or a full address starting with https://.";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "A redirect can only lead to a path of the site or an http(s) address.";
  if (url.username || url.password) return "The address cannot contain a user name or password.";
  return null;
}

/** A redirect's target as kept: paths normalised like "from" paths, addresses as typed. */
export function normalizeRedirectTarget(target: string): string {
  const trimmed = target.trim();
  return trimmed.startsWith("/") ? normalizeRedirectPath(trimmed) : trimmed;
}

/**
 * Why adding `added` to `existing` would make a loop or a chain, or null. A chain (a → b, b → c)
 * costs visitors and search engines a hop and turns into a loop with one more redirect, so each
 * redirect must lead straight to where it ends.
 */
export function redirectChainProblem(existing: readonly SiteRedirect[], added: Pick<SiteRedirect, "from" | "to">): string | null {
  if (added.to === added.from) return `A redirect from ${added.from} to itself would loop forever.`;
  const onward = existing.find((redirect) => redirect.from === added.to && redirect.from !== added.from);
  if (onward) {
    return onward.to === added.from
      ? `${added.to} already redirects to ${added.from}: this would make a loop.`
      : `${added.to} already redirects to ${onward.to}: lead straight there instead, so there is no chain of redirects.`;
  }
  const leadingHere = existing.find((redirect) => redirect.to === added.from && redirect.from !== added.from);
  if (leadingHere) return `${leadingHere.from} already redirects to ${added.from}: change that redirect to lead to ${added.to} instead, so there is no chain of redirects.`;
  return null;
}

function isSiteRedirect(value: unknown): value is SiteRedirect {
  if (!value || typeof value !== "object") return false;
  const { from, to, status } = value as Record<string, unknown>;
  return typeof from === "string" && typeof to === "string" && (status === 301 || status === 302);
}

/** The rules of a stored document; anything unreadable reads as no rules, so a bad document never breaks the site. */
export function parseSiteRules(json: string): SiteRules {
  try {
    const value = JSON.parse(json) as Record<string, unknown>;
    const redirects = Array.isArray(value.redirects) ? value.redirects.filter(isSiteRedirect) : [];
    const notFoundPage = typeof value.notFoundPage === "string" ? value.notFoundPage : null;
    return { redirects, notFoundPage };
  } catch {
    return { redirects: [], notFoundPage: null };
  }
}
