import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("the domains and certificates settings", () => {
  it("lets only loopback ask about certificates by default, reads TLS_ASK_FROM and the limit, and refuses a bad list", () => {
    const byDefault = loadConfig({}).tlsAsk;
    expect(byDefault.askers("127.0.0.1", 0)).toBe(true);
    expect(byDefault.askers("::1", 0)).toBe(true);
    expect(byDefault.askers("10.0.0.2", 0)).toBe(false);
    expect(byDefault.limitPerMinute).toBe(60);
    const configured = loadConfig({ TLS_ASK_FROM: "10.0.0.2, 10.0.1.0/24", TLS_ASK_LIMIT_PER_MINUTE: "5" }).tlsAsk;
    expect([configured.askers("10.0.0.2", 0), configured.askers("10.0.1.9", 0), configured.askers("127.0.0.1", 0)]).toEqual([true, true, false]);
    expect(configured.limitPerMinute).toBe(5);
    expect(() => loadConfig({ TLS_ASK_FROM: "everyone" })).toThrow(/TLS_ASK_FROM/);
    expect(() => loadConfig({ TLS_ASK_LIMIT_PER_MINUTE: "0" })).toThrow(/TLS_ASK_LIMIT_PER_MINUTE/);
  });

  it("checks custom domains with the system's resolver against PUBLIC_URL's host by default", () => {
    expect(loadConfig({ PUBLIC_URL: "https://sites.example.com" }).domains).toEqual({ dnsResolver: undefined, publicHostname: "sites.example.com", publicIps: [] });
  });

  it("reads the DNS resolver, the public host name and addresses, and refuses malformed ones", () => {
    const config = loadConfig({ DNS_RESOLVER: "127.0.0.1:5353", PUBLIC_HOSTNAME: "Edge.Example.com.", PUBLIC_IPS: "203.0.113.7, 2001:db8::7" });
    expect(config.domains).toEqual({ dnsResolver: "127.0.0.1:5353", publicHostname: "edge.example.com", publicIps: ["203.0.113.7", "2001:db8::7"] });
    expect(loadConfig({ DNS_RESOLVER: "[::1]:53" }).domains.dnsResolver).toBe("[::1]:53");
    for (const resolver of ["127.0.0.1", "dns.example.com:53", "::1:53", "127.0.0.1:0", "127.0.0.1:70000"]) expect(() => loadConfig({ DNS_RESOLVER: resolver })).toThrow(/DNS_RESOLVER/);
    expect(() => loadConfig({ PUBLIC_HOSTNAME: "https://edge.example.com" })).toThrow(/PUBLIC_HOSTNAME/);
    expect(() => loadConfig({ PUBLIC_IPS: "203.0.113.7,example.com" })).toThrow(/PUBLIC_IPS/);
  });
});
