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
export type PreparedHeaders = { br: string[] | null; gzip: string[] | null; identity: string[] | null; notModified: string[]; simple?: Map<string, SimpleHeads> };

/** The same answers' heads as bytes, for answers written straight on the connection (server/visitor-connections/answer-simple-requests.ts). */
export type SimpleHeads = { br?: Buffer; gzip?: Buffer; identity?: Buffer; notModified?: Buffer };
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

const STATUS_LINES = { 200: "HTTP/1.1 200 OK\r\n", 301: "HTTP/1.1 301 Moved Permanently\r\n", 304: "HTTP/1.1 304 Not Modified\r\n" };

/**
 * The status line and `headers` as Node's HTTP server writes them for `writeHead(status, headers)`
 * after `setHeader("Strict-Transport-Security", …)` when `strictTransportSecurity` is set; Node
 * appends `Date` and `Connection`, and so does the connection layer.
 */
export function headBytesOf(status: keyof typeof STATUS_LINES, headers: readonly string[], strictTransportSecurity: string | null): Buffer {
  let head = STATUS_LINES[status];
  if (strictTransportSecurity) head += `Strict-Transport-Security: ${strictTransportSecurity}\r\n`;
  for (let index = 0; index < headers.length; index += 2) head += `${headers[index]}: ${headers[index + 1]}\r\n`;
  // Outside Buffer's shared pool: a head lives as long as its cached document, and must not keep a pool's 8 KB alive after it.
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(head, "latin1"));
  bytes.write(head, "latin1");
  return bytes;
}

/** The heads of `prepared`'s answers for one `Strict-Transport-Security` value ("" for none), made as they are first needed. */
export function simpleHeadsOf(prepared: PreparedHeaders, strictTransportSecurity: string | null): SimpleHeads {
  prepared.simple ??= new Map();
  let heads = prepared.simple.get(strictTransportSecurity ?? "");
  if (!heads) {
    heads = {};
    prepared.simple.set(strictTransportSecurity ?? "", heads);
  }
  return heads;
}
