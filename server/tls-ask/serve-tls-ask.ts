import type { IncomingMessage, ServerResponse } from "node:http";
import { domainToASCII } from "node:url";
import type { Logger } from "pino";
import type { AppDatabase } from "../../db/database";
import { mayHostHaveCertificate } from "../../app/features/domains/may-host-have-certificate.server";
import type { PointsHere } from "../../app/features/domains/remembered-dns-answers.server";
import { pageNotFoundText } from "../../app/lib/route-params";
import { answerMethodNotAllowed, answerOptions } from "../route-methods";
import type { TrustProxy } from "../trust-proxy";
import { FixedWindowLimit } from "./fixed-window-limit";

export const TLS_ASK_PATH = "/api/tls-ask";
const ALLOWED_METHODS = ["GET", "HEAD", "OPTIONS"];
const MAX_HOST_LENGTH = 253;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** URL parsing would keep only the host of `crumb.test/x` or `user@crumb.test`; a host name has none of these. */
const NOT_IN_A_HOST_NAME = /[^a-z0-9.\-\u0080-\uffff]/i;
/** Headers a proxy adds: a request carrying one was passed on for someone else, who may be anyone. */
const FORWARDING_HEADERS = ["forwarded", "x-forwarded-for", "x-real-ip"];

/** Answers the certificate question and returns true, or returns false for any other request. */
export type TlsAskHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

export type TlsAskOptions = {
  database: AppDatabase;
  logger: Logger;
  /** The peers that may ask (TLS_ASK_FROM; loopback unless configured). */
  askers: TrustProxy;
  /** Questions answered per minute, all askers together (TLS_ASK_LIMIT_PER_MINUTE). */
  limitPerMinute: number;
  /** Whether a name's DNS records point at this installation (remembered for a while). */
  pointsHere: PointsHere;
};

function answer(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
    ...headers,
  });
  response.end(text);
}

/** `domain` as Caddy sends it (the name in the TLS handshake), as project_domains stores hosts: lower-case punycode, no trailing dot. */
export function askedHostOf(domain: string): string | null {
  const name = domain.replace(/\.$/, "");
  if (NOT_IN_A_HOST_NAME.test(name)) return null;
  const ascii = domainToASCII(name);
  if (!ascii || ascii.length > MAX_HOST_LENGTH) return null;
  return ascii.split(".").every((label) => LABEL.test(label)) ? ascii : null;
}

function isAllowedAsker(request: IncomingMessage, askers: TrustProxy): boolean {
  if (FORWARDING_HEADERS.some((header) => request.headers[header] !== undefined)) return false;
  return askers(request.socket.remoteAddress ?? "", 0);
}

/**
 * `GET /api/tls-ask?domain={host}`: Caddy's on-demand TLS asks here before it obtains a
 * certificate for a name it has not seen (decision 0024). 200 only for a verified or active
 * domain or its `www.` twin whose DNS records point here; 404 for any other name. Answered first, whatever the `Host`
 * (Caddy asks by the node's own address), and only to the peers TLS_ASK_FROM names, directly:
 * anyone else, or a request a proxy passed on, gets the 404 of an address nothing answers.
 */
export function createTlsAskHandler({ database, logger, askers, limitPerMinute, pointsHere }: TlsAskOptions): TlsAskHandler {
  const limit = new FixedWindowLimit(limitPerMinute, 60_000);

  async function decide(response: ServerResponse, host: string): Promise<void> {
    if (await mayHostHaveCertificate(database, host, pointsHere)) {
      logger.info({ host }, "certificate allowed for a verified domain");
      answer(response, 200, "A certificate may be issued for this domain.");
    } else {
      answer(response, 404, "Not a verified domain.");
    }
  }

  function respond(request: IncomingMessage, response: ServerResponse, url: string, query: number): void {
    if (!isAllowedAsker(request, askers)) return answer(response, 404, pageNotFoundText(url));
    if (request.method === "OPTIONS") return answerOptions(response, ALLOWED_METHODS);
    if (request.method !== "GET" && request.method !== "HEAD") return answerMethodNotAllowed(response, ALLOWED_METHODS);
    const retryAfterMs = limit.take(Date.now());
    if (retryAfterMs > 0) {
      logger.warn({ limitPerMinute }, "TLS certificate questions over the limit; refused until the next minute");
      return answer(response, 429, "Too many certificate questions; try again shortly.", { "Retry-After": String(Math.ceil(retryAfterMs / 1000)) });
    }
    const domain = new URLSearchParams(query === -1 ? "" : url.slice(query + 1)).get("domain");
    if (!domain) return answer(response, 400, "The domain query parameter is required.");
    const host = askedHostOf(domain);
    if (!host) return answer(response, 400, "The domain query parameter is not a host name.");
    decide(response, host).catch((error: unknown) => {
      logger.error({ err: error, host }, "TLS certificate question failed");
      answer(response, 500, "The domain could not be checked.");
    });
  }

  return (request, response) => {
    const url = request.url ?? "/";
    // The published-site hot path pays one prefix comparison for this.
    if (!url.startsWith(TLS_ASK_PATH)) return false;
    const query = url.indexOf("?");
    if ((query === -1 ? url : url.slice(0, query)) !== TLS_ASK_PATH) return false;
    respond(request, response, url, query);
    return true;
  };
}
