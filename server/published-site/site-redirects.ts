import type { IncomingMessage, ServerResponse } from "node:http";
import { parseSiteRules, SITE_RULES_DOCUMENT_PATH, type SiteRules } from "../../app/lib/site-rules";
import type { ServedDocument } from "./published-site-cache";

// Parsed once per loaded publication: a reload makes new documents, so old entries simply go.
const parsed = new WeakMap<ServedDocument, SiteRules>();

/** The live publication's redirects and not-found page (docs/product.md#redirects), or none when it has no rules. */
export function siteRulesOf(documents: ReadonlyMap<string, ServedDocument>): SiteRules | null {
  const document = documents.get(SITE_RULES_DOCUMENT_PATH);
  if (!document) return null;
  let rules = parsed.get(document);
  if (!rules) {
    rules = parseSiteRules(document.body.toString("utf8"));
    parsed.set(document, rules);
  }
  return rules;
}

/** The path below the site a request asked for, as redirects keep theirs: lower case, no trailing slash. */
function sitePathOf(pathname: string, projectId: string, onDomain: boolean): string | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname).toLowerCase();
  } catch {
    return null;
  }
  if (!onDomain) {
    const prefix = `/${projectId}`;
    if (!path.startsWith(prefix)) return null;
    path = path.slice(prefix.length);
  }
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  return path === "" ? "/" : path;
}

/**
 * Answers a GET or HEAD for an address no document of the live site has with its redirect, if one
 * is set for it: `Location` is the target below the same site (the project's path, or the domain's
 * root) or the absolute address, with the request's query when the target has none. False when
 * no redirect applies, for the caller to answer the not-found page.
 */
export function answerSiteRedirect(request: IncomingMessage, response: ServerResponse, rules: SiteRules | null, projectId: string, onDomain: boolean): boolean {
  if (!rules || rules.redirects.length === 0 || (request.method !== "GET" && request.method !== "HEAD")) return false;
  const url = request.url ?? "/";
  const queryAt = url.indexOf("?");
  const sitePath = sitePathOf(queryAt === -1 ? url : url.slice(0, queryAt), projectId, onDomain);
  const redirect = sitePath ? rules.redirects.find((candidate) => candidate.from === sitePath) : undefined;
  if (!redirect) return false;
  const query = queryAt === -1 ? "" : url.slice(queryAt);
  let location = redirect.to;
  if (location.startsWith("/")) location = onDomain ? location : `/${projectId}${location === "/" ? "" : location}`;
  if (query && !location.includes("?")) location += query;
  response.writeHead(redirect.status, {
    Location: location,
    "Cache-Control": redirect.status === 301 ? "public, max-age=3600" : "no-cache",
    "Content-Length": 0,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  });
  response.end();
  return true;
}

/** The document of the site's chosen not-found page, when the live publication names one it has. */
export function chosenNotFoundPath(rules: SiteRules | null, documents: ReadonlyMap<string, ServedDocument>): string | null {
  const slug = rules?.notFoundPage;
  return slug && documents.has(slug) ? slug : null;
}
