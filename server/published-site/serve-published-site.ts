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

// /{projectId}, /{projectId}/{page}, /{projectId}/{module}/module, /{projectId}/sitemap.xml|robots.txt, the icons and the web app manifest
const PUBLIC_PATH = /^\/([A-Za-z][A-Za-z0-9]+)(?:\/([A-Za-z0-9][A-Za-z0-9-]*(?:\/module)?|sitemap\.xml|robots\.txt|favicon-32\.png|icon-192\.png|icon-512\.png|apple-touch-icon\.png|manifest\.webmanifest))?\/?$/;
// Any path below a possible project id: where nothing is published, a live site answers its own not-found page.
const BELOW_PROJECT = /^\/([A-Za-z][A-Za-z0-9]+)(?:\/.*)?$/;

/** A published document is read-only: its forms post to the lead endpoint, never to the page. */
const PUBLISHED_METHODS = ["GET", "HEAD", "OPTIONS"];

export type PublishedSiteHandler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

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
export function createPublishedSiteHandler(cache: PublishedSiteCache, pageViews: PageViewCounter, logger: Logger): PublishedSiteHandler {
  function send(request: IncomingMessage, response: ServerResponse, projectId: string, path: string, document: ServedDocument) {
    const headers: Record<string, string | number> = {
      "Content-Type": document.contentType,
      ETag: document.etag,
      "Cache-Control": "public, max-age=0, must-revalidate",
      Vary: "Accept-Encoding",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    };
    if (document.csp) headers["Content-Security-Policy"] = document.csp;
    if (document.sourceKind === "page") headers["X-Frame-Options"] = "DENY";
    const countsAsView = document.sourceKind === "page" && request.method === "GET" && !isPrefetch(request) && !isbot(request.headers["user-agent"] ?? "");
    if (countsAsView) pageViews.count(projectId, path);
    if (matchesEtag(request.headers["if-none-match"], document.etag)) {
      response.writeHead(304, { ETag: document.etag, "Cache-Control": headers["Cache-Control"] ?? "", Vary: "Accept-Encoding" });
      response.end();
      return;
    }
    // Images are stored without compressed forms (docs/product.md#publishing): they are sent as they are.
    const encoding = document.bodyBr.length > 0 ? chooseEncoding(request.headers["accept-encoding"]) : null;
    const body = encoding === "br" ? document.bodyBr : encoding === "gzip" ? document.bodyGz : document.body;
    if (encoding) headers["Content-Encoding"] = encoding;
    headers["Content-Length"] = body.length;
    response.writeHead(200, headers);
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

  return (request, response, next) => {
    const url = request.url ?? "/";
    const query = url.indexOf("?");
    const pathname = query === -1 ? url : url.slice(0, query);
    const below = BELOW_PROJECT.exec(pathname);
    if (!below?.[1] || isReservedProjectId(below[1])) return next();
    const projectId = below[1].toLowerCase();
    const match = PUBLIC_PATH.exec(pathname);
    const path = match ? (match[2] ?? "").toLowerCase() : null;
    const answer = (documents: Map<string, ServedDocument> | null) => {
      const document = path === null ? undefined : documents?.get(path);
      const errorTemplate = documents?.get(NOT_FOUND_DOCUMENT_PATH);
      if (path === null || !document) {
        const notFoundText = errorTemplate ? notFoundTextBelowProject(pathname, pageTargetOf(url)) : null;
        if (!errorTemplate || !notFoundText || !sendErrorPage(request, response, errorTemplate, SITE_ERROR_PAGES.notFound(notFoundText))) next();
      } else if (request.method === "GET" || request.method === "HEAD") send(request, response, projectId, path, document);
      else if (request.method === "OPTIONS") answerOptions(response, PUBLISHED_METHODS);
      else {
        const allow = { Allow: PUBLISHED_METHODS.join(", ") };
        const themed = errorTemplate && sendErrorPage(request, response, errorTemplate, SITE_ERROR_PAGES.methodNotAllowed(METHOD_NOT_ALLOWED_TEXT), allow);
        if (!themed) answerMethodNotAllowed(response, PUBLISHED_METHODS);
      }
    };
    // A failure below a site that was live when last seen gets its 500 page; with none known, the app answers.
    const fail = (error: unknown) => {
      logger.error({ err: error, projectId }, "could not answer from the published site");
      if (response.headersSent) return response.destroy();
      const errorTemplate = cache.lastErrorPageOf(projectId);
      if (!errorTemplate || !sendErrorPage(request, response, errorTemplate, SITE_ERROR_PAGES.serverError)) next();
    };
    const answerOrFail = (documents: Map<string, ServedDocument> | null) => {
      try {
        answer(documents);
      } catch (error) {
        fail(error);
      }
    };
    const cached = cache.peek(projectId);
    if (cached) return answerOrFail(cached.documents);
    cache.load(projectId).then((entry) => answerOrFail(entry.documents), fail);
  };
}
