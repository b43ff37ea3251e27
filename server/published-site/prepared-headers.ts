import type { ServedDocument } from "./published-site-cache";
import type { Encoding } from "./page-request";
import { UNDER_TEST_CACHE_CONTROL } from "./experiment-variants";

const CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * Who may keep a copy of the answer: any cache (`public`); only the visitor's browser, for a page
 * under an A/B test (decision 0030); or only the browser, varying with the pass cookie, for a
 * document a password opened (decision 0033); nobody, for the site's chosen not-found page, sent
 * with status 404 (decision 0032).
 */
export type Audience = "public" | "underTest" | "private" | "notFound";
const CACHE_HEADERS: Record<Audience, { cacheControl: string; vary: string }> = {
  public: { cacheControl: CACHE_CONTROL, vary: "Accept-Encoding" },
  underTest: { cacheControl: UNDER_TEST_CACHE_CONTROL, vary: "Accept-Encoding" },
  private: { cacheControl: "private, no-cache", vary: "Accept-Encoding, Cookie" },
  notFound: { cacheControl: "no-cache", vary: "Accept-Encoding" },
};

/** A document's response headers, made once per document, audience and encoding and handed to writeHead as they are. */
export type PreparedHeaders = { br: string[] | null; gzip: string[] | null; identity: string[] | null; notModified: string[] };
const preparedHeaders: Record<Audience, WeakMap<ServedDocument, PreparedHeaders>> = { public: new WeakMap(), underTest: new WeakMap(), private: new WeakMap(), notFound: new WeakMap() };

export function preparedOf(document: ServedDocument, audience: Audience): PreparedHeaders {
  const prepared = preparedHeaders[audience];
  let headers = prepared.get(document);
  if (!headers) {
    const { cacheControl, vary } = CACHE_HEADERS[audience];
    headers = { br: null, gzip: null, identity: null, notModified: ["ETag", document.etag, "Cache-Control", cacheControl, "Vary", vary] };
    prepared.set(document, headers);
  }
  return headers;
}

export function headersOf(document: ServedDocument, encoding: Encoding, length: number, audience: Audience): string[] {
  const { cacheControl, vary } = CACHE_HEADERS[audience];
  const headers = ["Content-Type", document.contentType, "ETag", document.etag, "Cache-Control", cacheControl, "Vary", vary, "X-Content-Type-Options", "nosniff", "Referrer-Policy", "strict-origin-when-cross-origin"];
  if (document.csp) headers.push("Content-Security-Policy", document.csp);
  if (document.sourceKind === "page") headers.push("X-Frame-Options", "DENY");
  if (encoding) headers.push("Content-Encoding", encoding);
  headers.push("Content-Length", String(length));
  return headers;
}
