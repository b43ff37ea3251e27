import { headBytesOf } from "../published-site/prepared-headers";
import type { SimpleRequest } from "../visitor-connections/simple-request";
import type { AnswerSimply } from "../visitor-connections/answer-simple-requests";
import { TLS_ASK_PATH } from "../tls-ask/serve-tls-ask";
import { protocolOf } from "../trust-proxy";
import { DOMAIN_STRICT_TRANSPORT_SECURITY, isDomainServiceAddress, isTheAppsOwnHost, redirectHeadersOf, redirectLocationOf, type HostRoutingParts } from "./host-routing";
import { requestHostOf } from "./request-host";

type SiteAnswer = ReturnType<AnswerSimply>;

/** What the published site answers on the connection: a path-based page, and a page on one of a project's domains. */
export type SimpleSiteAnswers = {
  answerSimply: (request: SimpleRequest, strictTransportSecurity: string | null) => SiteAnswer;
  answerSimplyOnDomain: (request: SimpleRequest, projectId: string, strictTransportSecurity: string | null) => SiteAnswer;
};

/**
 * Simple requests (server/visitor-connections/simple-request.ts) routed as `createHostRouting`
 * routes them, with what it adds (decision 0053): on the app's host, a path-based page with the
 * app host's HSTS; on a project's domain, the domain's activation mark and its HSTS when reached
 * over HTTPS, the redirect to the primary domain, and the site's page. Null (Node's path answers)
 * for an unknown host, Caddy's certificate question, a domain's files, conversion and QR
 * addresses, a forwarded protocol other than http or https, and whatever the site cannot answer.
 */
export function routeSimpleRequests(
  parts: Pick<HostRoutingParts, "hosts" | "appHost" | "appOnAnyHost" | "appStrictTransportSecurity" | "trustProxy" | "markActiveOnce">,
  site: SimpleSiteAnswers,
): AnswerSimply {
  return (request) => {
    // Answered before host routing, whatever the Host (decision 0024).
    if (request.url.startsWith(TLS_ASK_PATH)) return null;
    const host = requestHostOf(request);
    const match = isTheAppsOwnHost(host, parts.appHost) ? null : parts.hosts.match(host);
    if (!match) return parts.appOnAnyHost || isTheAppsOwnHost(host, parts.appHost) ? site.answerSimply(request, parts.appStrictTransportSecurity) : null;
    // The same function as Node's path, over the same peer address and headers: the same answer.
    // Anything but these two would be written into a Location as it is: Node's path decides that.
    const protocol = protocolOf(request, parts.trustProxy);
    if (protocol !== "http" && protocol !== "https") return null;
    const strictTransportSecurity = protocol === "https" ? DOMAIN_STRICT_TRANSPORT_SECURITY : null;
    // Whatever answers in the end; a second call for the same host (Node's, after a hand-over) does nothing.
    if (strictTransportSecurity && match.kind === "domain") parts.markActiveOnce(match.domain);
    const location = redirectLocationOf(match, protocol, request);
    if (location !== null) return { head: headBytesOf(301, redirectHeadersOf(location), strictTransportSecurity), body: null };
    if (isDomainServiceAddress(request.url)) return null;
    return site.answerSimplyOnDomain(request, match.domain.projectId, strictTransportSecurity);
  };
}
