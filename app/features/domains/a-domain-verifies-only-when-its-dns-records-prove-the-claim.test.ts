import dgram from "node:dgram";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startLoopbackDnsServer, type LoopbackDnsServer } from "./testing/loopback-dns-server";
import { DNS_UNANSWERED_REASON, verifyDomainRecords } from "./verify-domain-records.server";

const TOKEN = "pw-verify-0123456789abcdef";
const target = { publicHostname: "sites.example.com", publicIps: ["203.0.113.7", "2001:db8::7"] };

describe("a domain verifies only when its DNS records, read from a real DNS server, prove the claim", () => {
  let dns: LoopbackDnsServer;
  const verify = (host: string, to = target) => verifyDomainRecords(host, TOKEN, to, { server: dns.address, timeoutMs: 300, tries: 1 });

  beforeAll(async () => {
    dns = await startLoopbackDnsServer();
  });
  afterAll(() => dns.close());
  beforeEach(() => {
    dns.zone.clear();
    dns.failing.clear();
    dns.silent = false;
  });

  it("an apex with the token and addresses among PUBLIC_IPS verifies", async () => {
    dns.zone.set("_pagewright.crumb.test", [{ type: "TXT", data: "some-other-claim" }, { type: "TXT", data: TOKEN }]);
    dns.zone.set("crumb.test", [{ type: "A", address: "203.0.113.7" }, { type: "AAAA", address: "2001:0db8:0:0::7" }]);
    expect(await verify("crumb.test")).toEqual({ verified: true });
  });

  it("without a TXT record the reason names the record to set", async () => {
    dns.zone.set("crumb.test", [{ type: "A", address: "203.0.113.7" }]);
    expect(await verify("crumb.test")).toEqual({ verified: false, reason: "No TXT record _pagewright.crumb.test was found." });
  });

  it("a TXT record with another token does not verify", async () => {
    dns.zone.set("_pagewright.crumb.test", [{ type: "TXT", data: "pw-verify-somebody-else" }]);
    dns.zone.set("crumb.test", [{ type: "A", address: "203.0.113.7" }]);
    expect(await verify("crumb.test")).toEqual({ verified: false, reason: `The TXT record _pagewright.crumb.test does not contain this domain's token ${TOKEN}.` });
  });

  it("an apex that points elsewhere, even in part, is refused with the addresses found", async () => {
    dns.zone.set("_pagewright.crumb.test", [{ type: "TXT", data: TOKEN }]);
    dns.zone.set("crumb.test", [{ type: "A", address: "192.0.2.1" }]);
    expect(await verify("crumb.test", { ...target, publicIps: ["203.0.113.7"] })).toEqual({ verified: false, reason: "crumb.test points to 192.0.2.1, not to 203.0.113.7." });
    dns.zone.set("crumb.test", [{ type: "A", address: "203.0.113.7" }, { type: "AAAA", address: "2001:db8::99" }]);
    expect(await verify("crumb.test")).toEqual({ verified: false, reason: "crumb.test points to 2001:db8::99, not to 203.0.113.7 or 2001:db8::7." });
    dns.zone.set("crumb.test", []);
    expect(await verify("crumb.test")).toEqual({ verified: false, reason: "No A or AAAA record for crumb.test was found: point it to 203.0.113.7 or 2001:db8::7." });
  });

  it("without PUBLIC_IPS an apex is verified by its TXT record alone", async () => {
    dns.zone.set("_pagewright.crumb.test", [{ type: "TXT", data: TOKEN }]);
    dns.zone.set("crumb.test", [{ type: "A", address: "192.0.2.1" }]);
    expect(await verify("crumb.test", { ...target, publicIps: [] })).toEqual({ verified: true });
  });

  it("a subdomain verifies by a CNAME to PUBLIC_HOSTNAME, or by addresses among PUBLIC_IPS", async () => {
    dns.zone.set("_pagewright.www.crumb.test", [{ type: "TXT", data: TOKEN }]);
    dns.zone.set("www.crumb.test", [{ type: "CNAME", domain: "Sites.Example.com" }]);
    expect(await verify("www.crumb.test")).toEqual({ verified: true });
    dns.zone.set("www.crumb.test", [{ type: "A", address: "203.0.113.7" }]);
    expect(await verify("www.crumb.test")).toEqual({ verified: true });
    expect(await verify("www.crumb.test", { ...target, publicIps: [] })).toEqual({
      verified: false,
      reason: "www.crumb.test points to 203.0.113.7, not to sites.example.com.",
    });
  });

  it("a subdomain that is an alias of another name, or has no record, is refused with what to set", async () => {
    dns.zone.set("_pagewright.shop.crumb.co.uk", [{ type: "TXT", data: TOKEN }]);
    dns.zone.set("shop.crumb.co.uk", [{ type: "CNAME", domain: "parking.example.net" }]);
    dns.zone.set("parking.example.net", [{ type: "A", address: "192.0.2.1" }]);
    expect(await verify("shop.crumb.co.uk")).toEqual({ verified: false, reason: "shop.crumb.co.uk points to parking.example.net, not to sites.example.com or 203.0.113.7 or 2001:db8::7." });
    dns.zone.delete("shop.crumb.co.uk");
    expect(await verify("shop.crumb.co.uk")).toEqual({ verified: false, reason: "No CNAME record for shop.crumb.co.uk was found: point it to sites.example.com." });
  });

  it("a DNS server that does not answer is a reason in plain words, not an error", async () => {
    dns.silent = true;
    expect(await verify("crumb.test")).toEqual({ verified: false, reason: DNS_UNANSWERED_REASON });
  });

  it("a SERVFAIL from the domain's own name servers is a reason the partner can act on", async () => {
    dns.failing.add("_pagewright.crumb.test");
    expect(await verify("crumb.test")).toEqual({
      verified: false,
      reason: "The DNS servers of _pagewright.crumb.test answered with an error (SERVFAIL): check the domain's settings at your DNS provider.",
    });
  });

  it("a closed port where the DNS server should be is the same reason", async () => {
    const socket = dgram.createSocket("udp4");
    await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
    const { port } = socket.address() as AddressInfo;
    await new Promise<void>((resolve) => socket.close(() => resolve()));
    const outcome = await verifyDomainRecords("crumb.test", TOKEN, target, { server: `127.0.0.1:${port}`, timeoutMs: 300, tries: 1 });
    expect(outcome).toEqual({ verified: false, reason: DNS_UNANSWERED_REASON });
  });
});
