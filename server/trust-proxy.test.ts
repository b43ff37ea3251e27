import type { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { clientAddressOf, compileTrustProxy, protocolOf } from "./trust-proxy";

function requestFrom(remoteAddress: string, headers: Record<string, string> = {}): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: remoteAddress });
  return { socket, connection: socket, headers, rawHeaders: Object.entries(headers).flat() } as unknown as IncomingMessage;
}

describe("TRUST_PROXY", () => {
  const forwarded = { "x-forwarded-for": "198.51.100.7, 10.0.0.2", "x-forwarded-proto": "https" };

  it("believes no forwarding header when unset", () => {
    const trust = loadConfig({}).trustProxy;
    expect(clientAddressOf(requestFrom("10.0.0.1", forwarded), trust)).toBe("10.0.0.1");
    expect(protocolOf(requestFrom("10.0.0.1", forwarded), trust)).toBe("http");
  });

  it("reads a number as proxy hops, not as an address", () => {
    const trust = compileTrustProxy("1");
    expect(clientAddressOf(requestFrom("10.0.0.1", forwarded), trust)).toBe("10.0.0.2");
    expect(clientAddressOf(requestFrom("10.0.0.1", forwarded), compileTrustProxy("2"))).toBe("198.51.100.7");
    expect(protocolOf(requestFrom("10.0.0.1", forwarded), trust)).toBe("https");
  });

  it("trusts only the listed addresses and subnets", () => {
    const trust = compileTrustProxy("loopback, 10.0.0.0/8");
    expect(clientAddressOf(requestFrom("127.0.0.1", forwarded), trust)).toBe("198.51.100.7");
    expect(clientAddressOf(requestFrom("203.0.113.9", forwarded), trust)).toBe("203.0.113.9");
    expect(protocolOf(requestFrom("203.0.113.9", forwarded), trust)).toBe("http");
  });

  it("refuses a setting it cannot read, naming the variable", () => {
    expect(() => loadConfig({ TRUST_PROXY: "my proxy" })).toThrow(/^Invalid environment variable TRUST_PROXY: /);
  });
});
