import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { projectOfQrCode } from "../../app/features/urls/follow-qr-scan.server";
import type { AppDatabase } from "../../db/database";
import type { Config } from "../config";
import { strictTransportSecurityFor } from "../security-headers";
import { protocolOf, type TrustProxy } from "../trust-proxy";
import { firstHeader } from "../raw-headers";
import { answerPlainNotFound } from "./domain-files";
import type { MarkActiveOnce } from "./domain-activation";
import type { HostMap, HostMatch } from "./host-map";
import { isMachineAddress, requestHostOf } from "./request-host";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
type HandlerWithNext = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export type HostRoutingParts = {
  hosts: HostMap;
  /** PUBLIC_URL's host, where the app's own screens are. */
  appHost: string;
  /** PUBLIC_URL's origin, where messaging-button clicks on a domain are counted. */
  appOrigin: string;
  /** Without PUBLIC_URL (a first start, development) the app answers on any host that is no project's. */
  appOnAnyHost: boolean;
  trustProxy: TrustProxy;
  /** Marks a verified domain active at its first request over HTTPS (shared with the connection layer). */
  markActiveOnce: MarkActiveOnce;
  database: AppDatabase;
  logger: Logger;
  /** Everything the app's host serves: lead capture, path-based sites, the app. */
  app: Handler;
  /** The app host's HSTS header (with includeSubDomains), or null without an https PUBLIC_URL. */
  appStrictTransportSecurity: string | null;
  leadCapture: HandlerWithNext;
  siteOnDomain: (request: IncomingMessage, response: ServerResponse, projectId: string, next: () => void) => void;
  siteFiles: Handler;
};

/** The parts of host routing the configuration decides: the app's host and origin, its HSTS header, and whose forwarding headers to believe. */
export function hostRoutingSettingsOf(
  config: Pick<Config, "publicUrl" | "publicUrlSet" | "trustProxy">,
): Pick<HostRoutingParts, "appHost" | "appOrigin" | "appOnAnyHost" | "trustProxy" | "appStrictTransportSecurity"> {
  return {
    appHost: config.publicUrl.hostname,
    appOrigin: config.publicUrl.origin,
    appOnAnyHost: !config.publicUrlSet,
    trustProxy: config.trustProxy,
    appStrictTransportSecurity: strictTransportSecurityFor(config.publicUrl),
  };
}

// A partner's domain gets HSTS once reached over HTTPS, without includeSubDomains: their other hosts are not ours to bind.
export const DOMAIN_STRICT_TRANSPORT_SECURITY = "max-age=31536000";
const LEAD_PATH = /^\/api\/leads\/([^/?]+)\/?(?:\?|$)/i;
const CONVERSION_PATH = /^\/go\/([^/?]+)\//i;
const QR_SCAN_PATH = /^\/q\/([^/?]+)(?:\?|$)/;

/** Whether `url` begins with `lower` (lower-case letters and punctuation) in any case, without allocating. */
function beginsWith(url: string, lower: string): boolean {
  if (url.length < lower.length) return false;
  for (let index = 0; index < lower.length; index += 1) {
    const code = url.charCodeAt(index);
    if (code !== lower.charCodeAt(index) && (code | 0x20) !== lower.charCodeAt(index)) return false;
  }
  return true;
}

/** The port the request named (`:8443`), kept in a redirect: the primary domain is served by this same server. Empty behind a proxy on 80 and 443. */
function portOf(request: Pick<IncomingMessage, "rawHeaders">): string {
  return /:\d+$/.exec(firstHeader(request.rawHeaders, "host") ?? "")?.[0] ?? "";
}

/** PUBLIC_URL's host or a machine address: never a project's domain. */
export function isTheAppsOwnHost(host: string, appHost: string): boolean {
  return host === appHost || isMachineAddress(host);
}

/** Where a request on `match` goes instead (its primary domain, keeping protocol, port and target), or null when its host is served itself. */
export function redirectLocationOf(match: HostMatch, protocol: string, request: Pick<IncomingMessage, "rawHeaders" | "url">): string | null {
  const target = match.primary ?? match.domain;
  if (match.kind !== "twin" && target.host === match.domain.host) return null;
  return `${protocol}://${target.host}${portOf(request)}${request.url ?? "/"}`;
}

/** A redirect's headers, in the order they are written (after HSTS, when set). */
export function redirectHeadersOf(location: string): string[] {
  return ["Location", location, "Cache-Control", "no-store", "Content-Length", "0"];
}

/** Addresses on a domain that `serveSite` routes before the site's documents: files, conversion redirects and QR scans. */
export function isDomainServiceAddress(url: string): boolean {
  return url.startsWith("/media/") || url.startsWith("/site-fonts/") || beginsWith(url, "/go/") || url.startsWith("/q/");
}

/**
 * The first thing every request meets (docs/product.md#serving-on-a-domain, decision 0023): a
 * project's domain is served its site, a domain that is not the primary one (and the `www.`↔apex
 * twin of a domain) is redirected to the primary, the app's host and machine addresses get the
 * app, and any other host a plain 404.
 */
export function createHostRouting(parts: HostRoutingParts): Handler {
  const { hosts, trustProxy, logger, markActiveOnce } = parts;

  function redirectTo(response: ServerResponse, status: 301 | 302, location: string): void {
    response.writeHead(status, redirectHeadersOf(location));
    response.end();
  }

  function serveSite(request: IncomingMessage, response: ServerResponse, projectId: string): void {
    const url = request.url ?? "/";
    const notFound = () => answerPlainNotFound(response);
    if (url.startsWith("/media/") || url.startsWith("/site-fonts/")) return parts.siteFiles(request, response);
    // Each address below is tried only when its first letters match: a page view pays three comparisons.
    const lead = request.method === "POST" && beginsWith(url, "/api/") ? LEAD_PATH.exec(url) : null;
    if (lead) return lead[1]?.toLowerCase() === projectId ? parts.leadCapture(request, response, notFound) : notFound();
    // Messaging buttons go through the app's counting redirect, on the app's host: the domain never shows an app answer.
    const conversion = beginsWith(url, "/go/") ? CONVERSION_PATH.exec(url) : null;
    if (conversion) return conversion[1]?.toLowerCase() === projectId ? redirectTo(response, 302, `${parts.appOrigin}${url}`) : notFound();
    // QR codes are printed with the site's own host and counted where they are scanned, for this project's codes only (decision 0040).
    const scan = url.startsWith("/q/") ? QR_SCAN_PATH.exec(url) : null;
    if (scan) {
      projectOfQrCode(parts.database.db, scan[1] ?? "")
        .then((owner) => (owner === projectId ? parts.app(request, response) : notFound()))
        .catch((error: unknown) => {
          logger.error({ err: error }, "could not read a QR code");
          if (!response.headersSent) notFound();
        });
      return;
    }
    parts.siteOnDomain(request, response, projectId, notFound);
  }

  return (request, response) => {
    const host = requestHostOf(request);
    const match = isTheAppsOwnHost(host, parts.appHost) ? null : hosts.match(host);
    if (!match) {
      if (!(parts.appOnAnyHost || isTheAppsOwnHost(host, parts.appHost))) return answerPlainNotFound(response);
      if (parts.appStrictTransportSecurity) response.setHeader("Strict-Transport-Security", parts.appStrictTransportSecurity);
      return parts.app(request, response);
    }
    const protocol = protocolOf(request, trustProxy);
    if (protocol === "https") {
      response.setHeader("Strict-Transport-Security", DOMAIN_STRICT_TRANSPORT_SECURITY);
      if (match.kind === "domain") markActiveOnce(match.domain);
    }
    const location = redirectLocationOf(match, protocol, request);
    if (location !== null) return redirectTo(response, 301, location);
    serveSite(request, response, match.domain.projectId);
  };
}
