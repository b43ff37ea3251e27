import { isbot } from "isbot";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { gzipSync } from "node:zlib";
import { NOT_FOUND_DOCUMENT_PATH, notFoundPageFor } from "../../app/features/publishing/site-not-found-page";
import { isReservedProjectId } from "../../app/lib/reserved-project-ids";
import { pageTargetOf } from "../page-target";
import { notFoundTextBelowProject } from "./site-not-found";
import { answerMethodNotAllowed, answerOptions } from "../route-methods";
import type { PageViewCounter } from "./page-view-counter";
import type { PublishedSiteCache, ServedDocument } from "./published-site-cache";
import { SiteVariants, type SiteVariant } from "./site-variants";

// /{projectId}, /{projectId}/{page}, /{projectId}/{module}/module, /{projectId}/sitemap.xml|robots.txt and the icons
const PUBLIC_PATH = /^\/([A-Za-z][A-Za-z0-9]+)(?:\/([A-Za-z0-9][A-Za-z0-9-]*(?:\/module)?|sitemap\.xml|robots\.txt|favicon-32\.png|icon-192\.png|apple-touch-icon\.png))?\/?$/;
// On a project's domain: /, /{page}, /{module}/module, /sitemap.xml, /robots.txt and the icons (docs/product.md#serving-on-a-domain)
const DOMAIN_PATH = /^\/(?:([A-Za-z0-9][A-Za-z0-9-]*(?:\/module)?|sitemap\.xml|robots\.txt|favicon-32\.png|icon-192\.png|apple-touch-icon\.png)\/?)?$/;
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
 * memory, already compressed, with an ETag for revalidation. A path below a live site that has
 * no document gets the site's own not-found page with the 404 text of docs/product.md#error-texts;
 * anything else it does not know (no live publication, other methods) goes on to the app, which
 * answers that 404 whatever the method.
 */
export function createPublishedSiteHandler(cache: PublishedSiteCache, pageViews: PageViewCounter, logger: Logger, canonicalOriginOf: CanonicalOriginOf = () => null): PublishedSiteHandlers {
  const variants = new SiteVariants();
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

  function sendNotFound(request: IncomingMessage, response: ServerResponse, template: ServedDocument, text: string) {
    const page = Buffer.from(notFoundPageFor(template.body.toString("utf8"), text), "utf8");
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
    };
    if (template.csp) headers["Content-Security-Policy"] = template.csp;
    if (gzipped) headers["Content-Encoding"] = "gzip";
    response.writeHead(404, headers);
    response.end(request.method === "HEAD" ? undefined : body);
  }

  /** `path` is the document's key, or null when the address is no document's; `belowProject` is the path as if below `/{projectId}`, for the not-found text. */
  function answer(request: IncomingMessage, response: ServerResponse, projectId: string, path: string | null, belowProject: string, variant: SiteVariant, next: () => void) {
    const url = request.url ?? "/";
    const answerWith = (key: string, document: ServedDocument | undefined) => {
      if (key !== path || !document) {
        const readsOnly = request.method === "GET" || request.method === "HEAD";
        const notFoundText = document && readsOnly ? notFoundTextBelowProject(belowProject, pageTargetOf(url)) : null;
        if (document && notFoundText) sendNotFound(request, response, document, notFoundText);
        else next();
      } else if (request.method === "GET" || request.method === "HEAD") send(request, response, projectId, path, document);
      else if (request.method === "OPTIONS") answerOptions(response, PUBLISHED_METHODS);
      else answerMethodNotAllowed(response, PUBLISHED_METHODS);
    };
    const failed = (error: unknown) => {
      logger.error({ err: error, projectId }, "could not load the published site");
      next();
    };
    const answerFrom = (documents: Map<string, ServedDocument> | null) => {
      if (!documents) return next();
      // A path the site does not have gets its not-found page.
      const key = path !== null && documents.has(path) ? path : NOT_FOUND_DOCUMENT_PATH;
      const document = variants.documentOf(documents, projectId, key, variant);
      if (document instanceof Promise) document.then((derived) => answerWith(key, derived), failed);
      else answerWith(key, document);
    };
    const cached = cache.peek(projectId);
    if (cached) return answerFrom(cached.documents);
    cache.load(projectId).then((entry) => answerFrom(entry.documents), failed);
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
