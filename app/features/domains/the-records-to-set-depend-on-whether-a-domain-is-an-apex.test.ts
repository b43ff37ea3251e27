import { describe, expect, it } from "vitest";
import { isApex, recordsToSet } from "./domain-records.server";

const TOKEN = "pagewright-verify-token";

describe("the records to set depend on whether a domain is an apex", () => {
  it.each([
    ["crumb.test", true],
    ["crumb.co.uk", true],
    ["xn--bcher-kva.de", true],
    ["www.crumb.test", false],
    ["shop.crumb.co.uk", false],
  ])("%s is an apex: %s", (host, apex) => {
    expect(isApex(host)).toBe(apex);
  });

  it("an apex points with A and AAAA records to PUBLIC_IPS, and proves the claim with the TXT record", () => {
    expect(recordsToSet("crumb.co.uk", TOKEN, { publicHostname: "sites.example.com", publicIps: ["203.0.113.7", "2001:db8::7"] })).toEqual({
      records: [
        { type: "A", name: "crumb.co.uk", value: "203.0.113.7" },
        { type: "AAAA", name: "crumb.co.uk", value: "2001:db8::7" },
        { type: "TXT", name: "_pagewright.crumb.co.uk", value: TOKEN },
      ],
      unknownAddresses: false,
    });
  });

  it("without PUBLIC_IPS an apex gets only its TXT record, and says the addresses are unknown", () => {
    expect(recordsToSet("crumb.test", TOKEN, { publicHostname: "sites.example.com", publicIps: [] })).toEqual({
      records: [{ type: "TXT", name: "_pagewright.crumb.test", value: TOKEN }],
      unknownAddresses: true,
    });
  });

  it("a subdomain points with a CNAME to PUBLIC_HOSTNAME", () => {
    expect(recordsToSet("www.crumb.test", TOKEN, { publicHostname: "sites.example.com", publicIps: [] })).toEqual({
      records: [
        { type: "CNAME", name: "www.crumb.test", value: "sites.example.com" },
        { type: "TXT", name: "_pagewright.www.crumb.test", value: TOKEN },
      ],
      unknownAddresses: false,
    });
  });
});
