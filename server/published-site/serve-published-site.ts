import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { gzipSync } from "node:zlib";
import { NOT_FOUND_DOCUMENT_PATH, SITE_ERROR_PAGES, siteErrorPageFor, siteErrorStatusOf, type SiteErrorPage } from "../../app/features/publishing/site-not-found-page";
import { pageTargetOf } from "../page-target";
import { notFoundTextBelowProject } from "./site-not-found";
import { answerMethodNotAllowed, answerOptions } from "../route-methods";
import type { PageViewCounter } from "./page-view-counter";
import type { PublishedSiteCache, ServedDocument } from "./published-site-cache";
import type { Documents } from "./site-documents";
import { listHeader } from "../raw-headers";
import { encodingFor, matchesEtag, pageRequestOf, type Encoding, type PageRequest } from "./page-request";
import { headBytesOf, headersOf, preparedOf, simpleHeadsOf, type Audience, type PreparedHeaders } from "./prepared-headers";
import type { SimpleRequest } from "../visitor-connections/simple-request";
import type { SimpleAnswer } from "../visitor-connections/answer-simple-requests";
import { EXPERIMENTS_DOCUMENT_PATH } from "../../app/lib/published-experiments";
import { SiteVariants, type SiteVariant } from "./site-variants";
import { domainPaths, domainVariantOf, PATH_BASED, publicTargets } from "./published-addresses";
import type { ExperimentChoice, ExperimentVariants } from "./experiment-variants";
import type { SiteGuard } from "./protected-pages";
import { answerSiteRedirect, chosenNotFoundPath, siteRulesOf } from "./site-redirects";

/** A published document is read-only: its forms post to the lead endpoint, never to the page. */
const PUBLISHED_METHODS = ["GET", "HEAD", "OPTIONS"];

/** A request target without its query. */
function pathnameOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** The body in `encoding` and its headers for `audience`, made once per document, audience and encoding. */
function encodedOf(document: ServedDocument, prepared: PreparedHeaders, encoding: Encoding, audience: Audience): { body: Buffer; headers: string[] } {
  const body = encoding === "br" ? document.bodyBr : encoding === "gzip" ? document.bodyGz : document.body;
  return { body, headers: (prepared[encoding ?? "identity"] ??= headersOf(document, encoding, body.length, audience)) };
}

/** Images are stored without compressed forms (docs/product.md#publishing): they are sent as they are. */
function encodingOf(document: ServedDocument, asked: PageRequest) {
  return document.bodyBr.length > 0 ? encodingFor(asked.acceptEncoding) : null;
}

export type PublishedSiteHandler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export type PublishedSiteHandlers = {
  /** `PUBLIC_URL/{projectId}/…` */
  handle: PublishedSiteHandler;
  /** A request on one of `projectId`'s domains; `next` answers what the site does not have. */
  handleOnDomain: (request: IncomingMessage, response: ServerResponse, projectId: string, next: () => void) => void;
  /** A path-based page answered straight on the connection, with the app host's `Strict-Transport-Security` value; null when `handle` must answer. */
  answerSimply: (request: SimpleRequest, strictTransportSecurity: string | null) => SimpleAnswer | null | Promise<SimpleAnswer | null>;
  /** A page on one of `projectId`'s domains answered straight on the connection, with the domain's HSTS value; null when `handleOnDomain` must answer. */
  answerSimplyOnDomain: (request: SimpleRequest, projectId: string, strictTransportSecurity: string | null) => SimpleAnswer | null | Promise<SimpleAnswer | null>;
};

/** What a simple request names: a document of a project's site, in the variant its address gets, and the HSTS value its answer carries. */
type SimpleTarget = { projectId: string; path: string; variant: SiteVariant; strictTransportSecurity: string | null };

/** The origin canonical addresses of a project's documents use instead of PUBLIC_URL's (its active primary domain), or null. */
export type CanonicalOriginOf = (projectId: string) => string | null;

/**
 * Whether `path` is the page the site chose to show at unknown addresses: at its own address it
 * answers as one of them, 404 with its content, so that no search engine keeps it as a page of the
 * site (docs/product.md#redirects). The home page, should it be chosen, still answers at the site's root.
 */
function isChosenNotFoundPage(documents: ReadonlyMap<string, ServedDocument>, path: string): boolean {
  return path !== "" && siteRulesOf(documents)?.notFoundPage === path;
}

/**
 * The hot path for published pages, in front of Express and React Router: documents come from
 * memory, already compressed, with an ETag for revalidation. Below a live site every answer is
 * the site's own (docs/product.md#error-texts): a path without a document gets its error page
 * with the 404 text whatever the method, a method a document does not take the 405, and a
 * failure here the 500. What it does not know (no live publication, paths whose 404 text only
 * the app can tell) goes on to the app.
 */
export function createPublishedSiteHandler(
  cache: PublishedSiteCache,
  pageViews: PageViewCounter,
  logger: Logger,
  canonicalOriginOf: CanonicalOriginOf = () => null,
  experiments?: ExperimentVariants,
  gates?: { guard: SiteGuard; isOpen: (projectId: string) => boolean; read: (projectId: string) => Promise<boolean> },
): PublishedSiteHandlers {
  const variants = new SiteVariants();
  /** A page read with GET counts as a view, unless a bot or a prefetch read it. */
  function countView(method: string | undefined, asked: PageRequest, projectId: string, path: string, document: ServedDocument) {
    if (document.sourceKind === "page" && method === "GET" && !asked.prefetch && !asked.bot) pageViews.count(projectId, path);
  }

  function send(request: IncomingMessage, response: ServerResponse, asked: PageRequest, projectId: string, path: string, document: ServedDocument, audience: Audience = "public") {
    const found = audience !== "notFound";
    if (found) countView(request.method, asked, projectId, path, document);
    const prepared = preparedOf(document, audience);
    if (found && matchesEtag(asked.ifNoneMatch, document.etag)) {
      response.writeHead(304, prepared.notModified);
      response.end();
      return;
    }
    const encoding = encodingOf(document, asked);
    const { body, headers } = encodedOf(document, prepared, encoding, audience);
    response.writeHead(found ? 200 : 404, headers);
    response.end(request.method === "HEAD" ? undefined : body);
  }

  /** The site's error page saying `errorPage`; false when the stored page cannot say it (then the caller answers plainly). */
  function sendErrorPage(request: IncomingMessage, response: ServerResponse, template: ServedDocument, errorPage: SiteErrorPage, extraHeaders: Record<string, string> = {}): boolean {
    const html = siteErrorPageFor(template.body.toString("utf8"), errorPage);
    if (html === null) return false;
    const page = Buffer.from(html, "utf8");
    const gzipped = encodingFor(listHeader(request.rawHeaders, "accept-encoding")) !== null;
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
    response.writeHead(siteErrorStatusOf(errorPage), headers);
    response.end(request.method === "HEAD" ? undefined : body);
    return true;
  }

  /** `path` is the document's key, or null when the address is no document's; `belowProject` is the path as if below `/{projectId}`, for the not-found text. */
  function answer(request: IncomingMessage, response: ServerResponse, projectId: string, path: string | null, belowProject: string, variant: SiteVariant, next: () => void) {
    // The common case first, without the closures below: a cached document read with GET or HEAD.
    const documents = path !== null && (request.method === "GET" || request.method === "HEAD") ? cache.peek(projectId)?.documents : undefined;
    // Projects with a password or a page that is off, or whose gate this node has not read yet, take the general path through the gate.
    if (path === null || !documents?.has(path) || isChosenNotFoundPage(documents, path) || (gates && !gates.isOpen(projectId))) return answerAnyway(request, response, projectId, path, belowProject, variant, next);
    // A page under an A/B test: this visitor's variant, chosen (and counted) once per request (decision 0030).
    const asked = pageRequestOf(request);
    const chosen = experiments?.choose(documents, path, request, asked);
    const document = variants.documentOf(documents, projectId, chosen?.key ?? path, variant);
    if (document === undefined || document instanceof Promise) return answerAnyway(request, response, projectId, path, belowProject, variant, next, chosen);
    try {
      send(request, response, asked, projectId, path, document, chosen?.underTest ? "underTest" : "public");
    } catch {
      // What failed is answered again on the general path, which logs it and answers the site's 500.
      answerAnyway(request, response, projectId, path, belowProject, variant, next, chosen);
    }
  }

  function answerAnyway(request: IncomingMessage, response: ServerResponse, projectId: string, path: string | null, belowProject: string, variant: SiteVariant, next: () => void, chosen?: ExperimentChoice) {
    const url = request.url ?? "/";
    const asked = pageRequestOf(request);
    // A failure below a site that was live when last seen gets its 500 page; with none known, the app answers.
    const fail = (error: unknown) => {
      logger.error({ err: error, projectId }, "could not answer from the published site");
      if (response.headersSent) return response.destroy();
      const errorTemplate = cache.lastErrorPageOf(projectId);
      if (!errorTemplate || !sendErrorPage(request, response, errorTemplate, SITE_ERROR_PAGES.serverError)) next();
    };
    /** Goes on with the variant's document at `key`, derived first when this is its first request. */
    const withVariant = (documents: Documents, key: string, then: (document: ServedDocument | undefined) => void) => {
      const document = variants.documentOf(documents, projectId, key, variant);
      if (document instanceof Promise) document.then(then).catch(fail);
      else then(document);
    };
    const answerWithErrorPage = (documents: Documents, errorPage: SiteErrorPage, plainly: () => void, extraHeaders?: Record<string, string>) =>
      withVariant(documents, NOT_FOUND_DOCUMENT_PATH, (template) => {
        if (!template || !sendErrorPage(request, response, template, errorPage, extraHeaders)) plainly();
      });
    /** `privately`: a password opened the documents, so no shared cache may keep them. */
    const answerFrom = (documents: Documents | null, privately: boolean) => {
      if (!documents) return next();
      const key = path !== null && documents.has(path) && !isChosenNotFoundPage(documents, path) ? path : null;
      if (key === null) {
        const rules = siteRulesOf(documents);
        if (answerSiteRedirect(request, response, rules, projectId, variant.onDomain)) return;
        const notFoundText = documents.has(NOT_FOUND_DOCUMENT_PATH) ? notFoundTextBelowProject(belowProject, pageTargetOf(url)) : null;
        const notFoundPage = notFoundText ? SITE_ERROR_PAGES.notFound(notFoundText, pageTargetOf(url)) : null;
        const chosen = notFoundText ? chosenNotFoundPath(rules, documents) : null;
        if (chosen) return withVariant(documents, chosen, (page) => (page ? send(request, response, asked, projectId, chosen, page, "notFound") : next()));
        return notFoundPage ? answerWithErrorPage(documents, notFoundPage, next) : next();
      }
      if (request.method === "OPTIONS") return answerOptions(response, PUBLISHED_METHODS);
      if (request.method !== "GET" && request.method !== "HEAD") {
        const plainly = () => answerMethodNotAllowed(response, PUBLISHED_METHODS);
        return answerWithErrorPage(documents, SITE_ERROR_PAGES.methodNotAllowed, plainly, { Allow: PUBLISHED_METHODS.join(", ") });
      }
      const choice = chosen ?? experiments?.choose(documents, key, request, asked) ?? { key, underTest: false };
      const audience: Audience = privately ? "private" : choice.underTest ? "underTest" : "public";
      withVariant(documents, choice.key, (document) => (document ? send(request, response, asked, projectId, key, document, audience) : next()));
    };
    const answerOrFail = (documents: Documents | null, privately = false) => {
      try {
        answerFrom(documents, privately);
      } catch (error) {
        fail(error);
      }
    };
    // Passwords and pages that are off come first (server/published-site/protected-pages.ts).
    const guarded = (documents: Documents | null) =>
      gates ? gates.guard(request, response, { projectId, path, onDomain: variant.onDomain }, documents, answerOrFail, fail) : answerOrFail(documents);
    const cached = cache.peek(projectId);
    if (cached) return guarded(cached.documents);
    cache.load(projectId, path).then((entry) => guarded(entry.documents), fail);
  }

  /**
   * The common case of `handle` and `handleOnDomain`, for a request answered straight on the
   * connection: a public document of a site that is open and runs no A/B test, read first when
   * it is not in memory. Null for anything else, which Node's HTTP server then hands to the
   * handler. The answer is the one `send` gives.
   */
  function answerSimply(request: SimpleRequest, strictTransportSecurity: string | null): SimpleAnswer | null | Promise<SimpleAnswer | null> {
    const target = publicTargets.of(pathnameOf(request.url));
    if (!target || target.path === null) return null;
    const canonicalOrigin = canonicalOriginOf(target.projectId);
    return answerSimplyFrom(request, { projectId: target.projectId, path: target.path, variant: canonicalOrigin === null ? PATH_BASED : { onDomain: false, canonicalOrigin }, strictTransportSecurity });
  }

  function answerSimplyOnDomain(request: SimpleRequest, projectId: string, strictTransportSecurity: string | null): SimpleAnswer | null | Promise<SimpleAnswer | null> {
    const path = domainPaths.of(pathnameOf(request.url));
    return path === null ? null : answerSimplyFrom(request, { projectId, path, variant: domainVariantOf(canonicalOriginOf(projectId)), strictTransportSecurity });
  }

  function answerSimplyFrom(request: SimpleRequest, target: SimpleTarget): SimpleAnswer | null | Promise<SimpleAnswer | null> {
    const cached = cache.peek(target.projectId);
    // A site not in memory is read first, as the handlers would read it: a cold page stays on this path.
    if (!cached) return cache.load(target.projectId, target.path).then((entry) => (entry.documents ? documentAnswer(request, target, entry.documents) : null));
    return cached.documents ? documentAnswer(request, target, cached.documents) : null;
  }

  function documentAnswer(request: SimpleRequest, target: SimpleTarget, documents: Documents): SimpleAnswer | null | Promise<SimpleAnswer | null> {
    if (!documents.has(target.path) || documents.has(EXPERIMENTS_DOCUMENT_PATH) || isChosenNotFoundPage(documents, target.path)) return null;
    // A gate this node has not read yet is read first; a site behind a password or with a page that is off takes Node's path.
    if (gates && !gates.isOpen(target.projectId)) return gates.read(target.projectId).then((open) => (open ? openDocumentAnswer(request, target, documents) : null));
    return openDocumentAnswer(request, target, documents);
  }

  function openDocumentAnswer(request: SimpleRequest, target: SimpleTarget, documents: Documents): SimpleAnswer | null | Promise<SimpleAnswer | null> {
    const document = variants.documentOf(documents, target.projectId, target.path, target.variant);
    if (document === undefined) return null;
    if (document instanceof Promise) return document.then((loaded) => simpleAnswerOf(request, target, loaded));
    return simpleAnswerOf(request, target, document);
  }

  function simpleAnswerOf(request: SimpleRequest, { projectId, path, strictTransportSecurity }: SimpleTarget, document: ServedDocument): SimpleAnswer {
    const asked = pageRequestOf(request);
    countView(request.method, asked, projectId, path, document);
    const prepared = preparedOf(document, "public");
    const heads = simpleHeadsOf(prepared, strictTransportSecurity);
    if (matchesEtag(asked.ifNoneMatch, document.etag)) return { head: (heads.notModified ??= headBytesOf(304, prepared.notModified, strictTransportSecurity)), body: null };
    const encoding = encodingOf(document, asked);
    const { body, headers } = encodedOf(document, prepared, encoding, "public");
    return { head: (heads[encoding ?? "identity"] ??= headBytesOf(200, headers, strictTransportSecurity)), body };
  }

  return {
    answerSimply,
    answerSimplyOnDomain,
    handle: (request, response, next) => {
      const target = publicTargets.of(pathnameOf(request.url ?? "/"));
      if (!target) return next();
      const canonicalOrigin = canonicalOriginOf(target.projectId);
      answer(request, response, target.projectId, target.path, target.pathname, canonicalOrigin === null ? PATH_BASED : { onDomain: false, canonicalOrigin }, next);
    },
    handleOnDomain: (request, response, projectId, next) => {
      const pathname = pathnameOf(request.url ?? "/");
      answer(request, response, projectId, domainPaths.of(pathname), `/${projectId}${pathname === "/" ? "" : pathname}`, domainVariantOf(canonicalOriginOf(projectId)), next);
    },
  };
}
