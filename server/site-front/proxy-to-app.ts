import { Agent, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { createProxyServer } from "http-proxy-3";
import type { Logger } from "pino";
import { firstHeader, listHeader } from "../raw-headers";
import { protocolOf, type TrustProxy } from "../trust-proxy";

/**
 * What the app must be told about a request the site front passes on (decision 0048): the
 * visitor's address appended to X-Forwarded-For, the protocol as TRUST_PROXY lets the front read
 * it, and X-Forwarded-Host only from a proxy TRUST_PROXY believes. The app trusts the front's hop
 * and, beyond it, exactly what TRUST_PROXY says (`trustBehindFront` in trust-proxy.ts), so it reads the same client
 * address and protocol as it would without the front, and a visitor cannot forge either.
 */
export function forwardingHeadersOf(request: IncomingMessage, trustProxy: TrustProxy): Record<string, string | null> {
  const peer = request.socket.remoteAddress ?? "";
  const forwardedFor = listHeader(request.rawHeaders, "x-forwarded-for");
  const trustsPeer = trustProxy(peer, 0);
  return {
    "x-forwarded-for": forwardedFor ? `${forwardedFor}, ${peer}` : peer,
    "x-forwarded-proto": protocolOf(request, trustProxy),
    "x-forwarded-host": trustsPeer ? (firstHeader(request.rawHeaders, "x-forwarded-host") ?? null) : null,
  };
}

const IDLE_CONNECTION_MS = 60_000;

export type ProxyToApp = ((request: IncomingMessage, response: ServerResponse) => void) & { close: () => void };

/** Passes a request to the app's server on its Unix socket, and its answer back; 502 when the app cannot be reached. */
export function createProxyToApp(socketPath: string, trustProxy: TrustProxy, logger: Logger): ProxyToApp {
  // The app keeps idle connections open behind the front (start-server.ts); the front closes them after a minute unused.
  const agent = new Agent({ keepAlive: true, timeout: IDLE_CONNECTION_MS });
  const proxy = createProxyServer({ target: { socketPath, host: "localhost", port: 80 }, agent, xfwd: false, preserveHeaderKeyCase: true });
  proxy.on("proxyReq", (proxyRequest, request) => {
    for (const [name, value] of Object.entries(forwardingHeadersOf(request, trustProxy))) {
      if (value === null) proxyRequest.removeHeader(name);
      else proxyRequest.setHeader(name, value);
    }
  });
  const onError = (error: Error, request: IncomingMessage, response: ServerResponse | Socket) => {
    if (!("writeHead" in response)) return void response.destroy();
    // A visitor who hung up is no failure of the app's.
    if (request.socket.destroyed) return;
    logger.error({ err: error, url: request.url }, "the app could not be reached from the site front");
    if (response.headersSent) return void response.destroy();
    response.writeHead(502, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    response.end("Error occured");
  };
  const handler = (request: IncomingMessage, response: ServerResponse) => proxy.web(request, response, {}, onError);
  return Object.assign(handler, { close: () => agent.destroy() });
}
