import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";
import { listHeader } from "./raw-headers";

/** Whether the hop at `address`, `hop` steps from this server, is a proxy whose forwarding headers we believe. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Express reads "trust proxy", except that a bare number is a hop count (Express
 * would take the string "1" for the IPv4 address 0.0.0.1): "true", a number of hops, or a list of
 * addresses, subnets and names ("loopback", "uniquelocal"). Throws on anything else. Express and
 * the server's fast paths share the one compiled function, so they agree on the client's address.
 */
export function compileTrustProxy(setting: string | undefined): TrustProxy {
  if (setting === undefined || setting === "false") return () => false;
  if (setting === "true") return () => true;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  return compileAddressList(setting);
}

/** A comma-separated list of addresses, subnets and proxy-addr's names ("loopback", "uniquelocal"); throws on anything else. */
export function compileAddressList(setting: string): TrustProxy {
  return proxyaddr.compile(setting.split(",").map((part) => part.trim()));
}

/** The client's address, read through the proxies `trust` allows (Express's `request.ip`). */
export function clientAddressOf(request: IncomingMessage, trust: TrustProxy): string {
  // A peer that is no trusted proxy is the client, as proxy-addr would say, without building
  // `request.headers` (the A/B variant choice asks on every page view; docs/benchmarks.md).
  const peer = request.socket.remoteAddress ?? "";
  if (!trust(peer, 0)) return peer || "unknown";
  return proxyaddr(request, trust) || "unknown";
}

/** "http" or "https" as the client used it (Express's `request.protocol`). */
export function protocolOf(request: Pick<IncomingMessage, "socket" | "rawHeaders">, trust: TrustProxy): string {
  const own = "encrypted" in request.socket && request.socket.encrypted ? "https" : "http";
  if (!trust(request.socket.remoteAddress ?? "", 0)) return own;
  // From rawHeaders as `request.headers` would join it, without building that object on every request.
  const first = listHeader(request.rawHeaders, "x-forwarded-proto")?.split(",")[0]?.trim();
  return first || own;
}
