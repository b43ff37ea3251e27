import type { IncomingMessage } from "node:http";
import type { Logger } from "pino";
import type { Config } from "./config";
import { protocolOf } from "./trust-proxy";

const WHAT_TO_SET =
  "Set TRUST_PROXY to the address of the TLS-terminating proxy in front of Pagewright (for example TRUST_PROXY=loopback when it runs on this machine, or its subnet such as 10.0.0.0/8) and have it send X-Forwarded-Proto; until then form posts are refused (400) and sign-in fails.";

/**
 * Pagewright itself speaks plain http, so an https PUBLIC_URL means a proxy terminates TLS in front
 * of it, and only TRUST_PROXY lets the app believe the proxy's X-Forwarded-Proto. Without that,
 * every request looks like plain http and browsers' https Origin headers look foreign. This says
 * so once at start (when TRUST_PROXY is not set at all) and once at the first such request, and
 * is silent for an http PUBLIC_URL.
 */
export function warnAboutPlainHttpBehindTls(config: Pick<Config, "publicUrl" | "trustProxy" | "trustsSomeProxy">, logger: Logger) {
  if (config.publicUrl.protocol !== "https:") return () => {};
  if (!config.trustsSomeProxy) logger.warn(`PUBLIC_URL is ${config.publicUrl.origin} but TRUST_PROXY is not set. ${WHAT_TO_SET}`);
  let warned = false;
  return (request: Pick<IncomingMessage, "url" | "socket" | "rawHeaders" | "headers">) => {
    // Health checks often come straight from a load balancer over http; they say nothing about the proxy.
    if (warned || request.url === "/healthz" || protocolOf(request, config.trustProxy) === "https") return;
    warned = true;
    logger.warn(
      { peer: request.socket.remoteAddress, forwardedProto: request.headers["x-forwarded-proto"] ?? null, url: request.url },
      `A request reached Pagewright as plain http (no X-Forwarded-Proto: https from a proxy TRUST_PROXY trusts), although PUBLIC_URL is ${config.publicUrl.origin}. ${WHAT_TO_SET}`,
    );
  };
}
