import type { IncomingHttpHeaders } from "node:http";
import type { Socket } from "node:net";
import { isHeaderNamed } from "../raw-headers";

// Node's default limit for a request head (--max-http-header-size); a larger one is Node's to refuse.
const MAX_HEAD_BYTES = 16 * 1024;
const CR = 13;
const LF = 10;

// RFC 9110 token characters, which a header name consists of.
const TOKEN = new Uint8Array(128);
for (const character of "!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") TOKEN[character.charCodeAt(0)] = 1;

/**
 * A bodiless GET or HEAD request of HTTP/1.1 whose whole head, and nothing else, arrived in one
 * read: the only kind the published site answers straight on the connection
 * (docs/benchmarks.md#published-pages). It offers what the fast path reads of an
 * `IncomingMessage`, with `rawHeaders` as Node gives them (values trimmed, names as sent).
 */
export class SimpleRequest {
  constructor(
    readonly method: "GET" | "HEAD",
    readonly url: string,
    readonly rawHeaders: string[],
    /** False when the client asked to close the connection after this answer. */
    readonly keepAlive: boolean,
    readonly socket: Socket,
  ) {}

  /** As `IncomingMessage.headers` joins them; built only when asked (a warning's log line). */
  get headers(): IncomingHttpHeaders {
    const headers: Record<string, string> = {};
    for (let index = 0; index < this.rawHeaders.length; index += 2) {
      const name = (this.rawHeaders[index] ?? "").toLowerCase();
      const value = this.rawHeaders[index + 1] ?? "";
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    return headers;
  }
}

function isVisible(code: number): boolean {
  return code > 0x20 && code < 0x7f;
}

/** Field-value characters: visible ASCII, space, tab and obs-text; no control character. */
function isValueCharacter(code: number): boolean {
  return (code >= 0x20 && code !== 0x7f) || code === 0x09;
}

function isOptionalWhitespace(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

/**
 * The request in `chunk` when it is exactly one simple request's head, else null: then Node's
 * HTTP server reads the connection from this chunk on and decides everything itself. So this
 * takes only what it fully understands and leaves every other case (a body, a partial or
 * pipelined head, an unusual form, anything malformed) to Node's parser, which stays the
 * authority on what HTTP allows.
 */
export function simpleRequestOf(chunk: Buffer, socket: Socket): SimpleRequest | null {
  const length = chunk.length;
  if (length < 20 || length > MAX_HEAD_BYTES) return null;
  if (chunk[length - 4] !== CR || chunk[length - 3] !== LF || chunk[length - 2] !== CR || chunk[length - 1] !== LF) return null;
  // Every line of the head, each with its CRLF: the final blank line is left out.
  const head = chunk.toString("latin1", 0, length - 2);
  let method: "GET" | "HEAD";
  let position: number;
  if (head.startsWith("GET /")) {
    method = "GET";
    position = 4;
  } else if (head.startsWith("HEAD /")) {
    method = "HEAD";
    position = 5;
  } else return null;
  const lineEnd = head.indexOf("\r\n", position);
  const targetEnd = lineEnd - 9;
  if (targetEnd <= position || !head.startsWith(" HTTP/1.1", targetEnd)) return null;
  for (let index = position; index < targetEnd; index += 1) if (!isVisible(head.charCodeAt(index))) return null;
  const url = head.slice(position, targetEnd);

  const rawHeaders: string[] = [];
  let hosts = 0;
  let keepAlive = true;
  for (let start = lineEnd + 2; start < head.length; ) {
    const end = head.indexOf("\r\n", start);
    const colon = head.indexOf(":", start);
    if (colon <= start || colon > end) return null;
    for (let index = start; index < colon; index += 1) {
      const code = head.charCodeAt(index);
      if (code > 127 || TOKEN[code] !== 1) return null;
    }
    let valueStart = colon + 1;
    let valueEnd = end;
    while (valueStart < valueEnd && isOptionalWhitespace(head.charCodeAt(valueStart))) valueStart += 1;
    while (valueEnd > valueStart && isOptionalWhitespace(head.charCodeAt(valueEnd - 1))) valueEnd -= 1;
    for (let index = valueStart; index < valueEnd; index += 1) if (!isValueCharacter(head.charCodeAt(index))) return null;
    const name = head.slice(start, colon);
    const value = head.slice(valueStart, valueEnd);
    switch (name.length) {
      case 4:
        if (isHeaderNamed(name, "host")) hosts += 1;
        break;
      case 6:
        // A body or an interim answer is Node's to handle.
        if (isHeaderNamed(name, "expect")) return null;
        break;
      case 7:
        if (isHeaderNamed(name, "upgrade")) return null;
        break;
      case 10:
        if (isHeaderNamed(name, "connection")) {
          const options = value.toLowerCase();
          if (options.includes("upgrade")) return null;
          if (/(?:^|[\s,])close(?:$|[\s,])/.test(options)) keepAlive = false;
        }
        break;
      case 14:
        if (isHeaderNamed(name, "content-length")) return null;
        break;
      case 17:
        if (isHeaderNamed(name, "transfer-encoding")) return null;
        break;
    }
    rawHeaders.push(name, value);
    start = end + 2;
  }
  return hosts === 1 ? new SimpleRequest(method, url, rawHeaders, keepAlive, socket) : null;
}
