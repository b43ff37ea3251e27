import { isbot } from "isbot";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { gzipSync } from "node:zlib";
import { NOT_FOUND_DOCUMENT_PATH, SITE_ERROR_PAGES, siteErrorPageFor, type SiteErrorPage } from "../../app/features/publishing/site-not-found-page";
import { METHOD_NOT_ALLOWED_TEXT } from "../../app/lib/route-params";
import { isReservedProjectId } from "../../app/lib/reserved-project-ids";
import { pageTargetOf } from "../page-target";
import { notFoundTextBelowProject } from "./site-not-found";
import { answerMethodNotAllowed, answerOptions } from "../route-methods";
import type { PageViewCounter } from "./page-view-counter";
import type { PublishedSiteCache, ServedDocument } from "./published-site-cache";
import { SiteVariants, type SiteVariant } from "./site-variants";
import { answerSiteRedirect, chosenNotFoundPath, siteRulesOf } from "./site-redirects";

// The files of a site besides its pages and modules: sitemap, robots.txt, the icons and the web app manifest.
const SITE_FILES = String.raw`sitemap\.xml|robots\.txt|favicon-32\.png|icon-192\.png|icon-512\.png|apple-touch-icon\.png|manifest\.webmanifest`;
// /{projectId}, /{projectId}/{page}, /{projectId}/{module}/module and /{projectId}/{site file}
const PUBLIC_PATH = new RegExp(String.raw`^\/([A-Za-z][A-Za-z0-9]+)(?:\/([A-Za-z0-9][A-Za-z0-9-]*(?:\/module)?|${SITE_FILES}))?\/?$`);
// On a project's domain: /, /{page}, /{module}/module and /{site file} (docs/product.md#serving-on-a-domain)
const DOMAIN_PATH = new RegExp(String.raw`^\/(?:([A-Za-z0-9][A-Za-z0-9-]*(?:\/module)?|${SITE_FILES})\/?)?$`);
// Any path below a possible project id: where nothing is published, a live site answers its own not-found page.
const BELOW_PROJECT = /^\/([A-Za-z][A-Za-z0-9]+)(?:\/.*)?$/;

/** A published document is read-only: its forms post to the lead endpoint, never to the page. */
const PUBLISHED_METHODS = ["GET", "HEAD", "OPTIONS"];

export type PublishedSiteHandler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export type PublishedSiteHandlers = {
  /** `PUBLIC_URL/{projectId}/…` */
  handle: PublishedSiteHandler;
  /** A request on one of `projectId`'s domains; `next` answers what the site does not have. */
  handleOnDomain: (request: IncomingMessage, response: ServerResponse, projectId: string, next: () => void) => void;
};

/** The origin canonical addresses of a project's documents use instead of PUBLIC_URL's (its active primary domain), or null. */
export type CanonicalOriginOf = (projectId: string) => string | null;

function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

function isPrefetch(request: IncomingMessage): boolean {
  const purpose = request.headers["sec-purpose"] ?? request.headers.purpose ?? request.headers["x-moz"];
  return typeof purpose === "string" && purpose.toLowerCase().includes("prefetch");
}

/**
 * The hot path for published pages, in front of Express and React Router: documents come from
 * memory, already compressed, with an ETag for revalidation. Below a live site every answer is
 * the site's own (docs/product.md#error-texts): a path without a document gets its error page
 * with the 404 text whatever the method, a method a document does not take the 405, and a
 * failure here the 500. What it does not know (no live publication, paths whose 404 text only
 * the app can tell) goes on to the app.
 */
export function createPublishedSiteHandler(cache: PublishedSiteCache, pageViews: PageViewCounter, logger: Logger, canonicalOriginOf: CanonicalOriginOf = () => null): PublishedSiteHandlers {
  const variants = new SiteVariants();
  /** `status` 404 sends the site's chosen not-found page: not cached, not counted as a view. */
  function send(request: IncomingMessage, response: ServerResponse, projectId: string, path: string, document: ServedDocument, status = 200) {
    const headers: Record<string, string | number> = {
      "Content-Type": document.contentType,
      ETag: document.etag,
      "Cache-Control": status === 200 ? "public, max-age=0, must-revalidate" : "no-cache",
      Vary: "Accept-Encoding",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    };
    if (document.csp) headers["Content-Security-Policy"] = document.csp;
    if (document.sourceKind === "page") headers["X-Frame-Options"] = "DENY";
    const countsAsView = status === 200 && document.sourceKind === "page" && request.method === "GET" && !isPrefetch(request) && !isbot(request.headers["user-agent"] ?? "");
    if (countsAsView) pageViews.count(projectId, path);
    if (status === 200 && matchesEtag(request.headers["if-none-match"], document.etag)) {
      response.writeHead(304, { ETag: document.etag, "Cache-Control": headers["Cache-Control"] ?? "", Vary: "Accept-Encoding" });
      response.end();
      return;
    }
    // Images are stored without compressed forms (docs/product.md#publishing): they are sent as they are.
    const encoding = document.bodyBr.length > 0 ? chooseEncoding(request.headers["accept-encoding"]) : null;
    const body = encoding === "br" ? document.bodyBr : encoding === "gzip" ? document.bodyGz : document.body;
    if (encoding) headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = body.length;
    response.writeHead(status, headers);
    response.end(request.method === "HEAD" ? undefined : body);
  }

  /** The site's error page saying `errorPage`; false when the stored page cannot say it (then the caller answers plainly). */
  function sendErrorPage(request: IncomingMessage, response: ServerResponse, template: ServedDocument, errorPage: SiteErrorPage, extraHeaders: Record<string, string> = {}): boolean {
    const html = siteErrorPageFor(template.body.toString("utf8"), errorPage);
    if (html === null) return false;
    const page = Buffer.from(html, "utf8");
    const gzipped = chooseEncoding(request.headers["accept-encoding"]) !== null;
    const body = gzipped ? gzipSync(page) : page;
    const headers: Record<string, string | number> = {
      "Content-Type": template.contentType,
      "Cache-Control": "no-cache",
      Vary: "Accept-Encoding",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Content-Length": body.length,
      ...extraHeaders,
    };
    if (template.csp) headers["Content-Security-Policy"] = template.csp;
    if (gzipped) headers["Content-Encoding"] = "gzip";
    response.writeHead(errorPage.status, headers);
    response.end(request.method === "HEAD" ? undefined : body);
    return true;
  }

  /** `path` is the document's key, or null when the address is no document's; `belowProject` is the path as if below `/{projectId}`, for the not-found text. */
  function answer(request: IncomingMessage, response: ServerResponse, projectId: string, path: string | null, belowProject: string, variant: SiteVariant, next: () => void) {
    const url = request.url ?? "/";
    // A failure below a site that was live when last seen gets its 500 page; with none known, the app answers.
    const fail = (error: unknown) => {
      logger.error({ err: error, projectId }, "could not answer from the published site");
      if (response.headersSent) return response.destroy();
      const errorTemplate = cache.lastErrorPageOf(projectId);
      if (!errorTemplate || !sendErrorPage(request, response, errorTemplate, SITE_ERROR_PAGES.serverError)) next();
    };
    /** Goes on with the variant's document at `key`, derived first when this is its first request. */
    const withVariant = (documents: Map<string, ServedDocument>, key: string, then: (document: ServedDocument | undefined) => void) => {
      const document = variants.documentOf(documents, projectId, key, variant);
      if (document instanceof Promise) document.then(then).catch(fail);
      else then(document);
    };
    const answerWithErrorPage = (documents: Map<string, ServedDocument>, errorPage: SiteErrorPage, plainly: () => void, extraHeaders?: Record<string, string>) =>
      withVariant(documents, NOT_FOUND_DOCUMENT_PATH, (template) => {
        if (!template || !sendErrorPage(request, response, template, errorPage, extraHeaders)) plainly();
      });
    const answerFrom = (documents: Map<string, ServedDocument> | null) => {
      if (!documents) return next();
      const key = path !== null && documents.has(path) ? path : null;
      if (key === null) {
        const rules = siteRulesOf(documents);
        if (answerSiteRedirect(request, response, rules, projectId, variant.onDomain)) return;
        const notFoundText = documents.has(NOT_FOUND_DOCUMENT_PATH) ? notFoundTextBelowProject(belowProject, pageTargetOf(url)) : null;
        const chosen = notFoundText ? chosenNotFoundPath(rules, documents) : null;
        if (chosen) return withVariant(documents, chosen, (page) => (page ? send(request, response, projectId, chosen, page, 404) : next()));
        return notFoundText ? answerWithErrorPage(documents, SITE_ERROR_PAGES.notFound(notFoundText), next) : next();
      }
      if (request.method === "OPTIONS") return answerOptions(response, PUBLISHED_METHODS);
      if (request.method !== "GET" && request.method !== "HEAD") {
        const plainly = () => answerMethodNotAllowed(response, PUBLISHED_METHODS);
        return answerWithErrorPage(documents, SITE_ERROR_PAGES.methodNotAllowed(METHOD_NOT_ALLOWED_TEXT), plainly, { Allow: PUBLISHED_METHODS.join(", ") });
      }
      withVariant(documents, key, (document) => (document ? send(request, response, projectId, key, document) : next()));
    };
    const answerOrFail = (documents: Map<string, ServedDocument> | null) => {
      try {
        answerFrom(documents);
      } catch (error) {
        fail(error);
      }
    };
    const cached = cache.peek(projectId);
    if (cached) return answerOrFail(cached.documents);
    cache.load(projectId).then((entry) => answerOrFail(entry.documents), fail);
  }

  return {
    handle: (request, response, next) => {
      const url = request.url ?? "/";
      const query = url.indexOf("?");
      const pathname = query === -1 ? url : url.slice(0, query);
      const below = BELOW_PROJECT.exec(pathname);
      if (!below?.[1] || isReservedProjectId(below[1])) return next();
      const projectId = below[1].toLowerCase();
      const match = PUBLIC_PATH.exec(pathname);
      const path = match ? (match[2] ?? "").toLowerCase() : null;
      answer(request, response, projectId, path, pathname, { onDomain: false, canonicalOrigin: canonicalOriginOf(projectId) }, next);
    },
    handleOnDomain: (request, response, projectId, next) => {
      const url = request.url ?? "/";
      const query = url.indexOf("?");
      const pathname = query === -1 ? url : url.slice(0, query);
      const match = DOMAIN_PATH.exec(pathname);
      const path = match ? (match[1] ?? "").toLowerCase() : null;
      answer(request, response, projectId, path, `/${projectId}${pathname === "/" ? "" : pathname}`, { onDomain: true, canonicalOrigin: canonicalOriginOf(projectId) }, next);
    },
  };
}
