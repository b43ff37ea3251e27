import { describe, expect, it } from "vitest";
import { ATTRIBUTION_TEXT_LIMIT, attributionOf, landingOf, NO_ATTRIBUTION } from "./lead-attribution";

describe("a lead's attribution", () => {
  it("reads every campaign parameter, both click ids, the landing page and the referring host", () => {
    const landing = "/acme/offers?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=bread&utm_content=hero&gclid=Cj0KCQ_abc-1&fbclid=IwAR2x.y~z";
    expect(attributionOf({ projectId: "acme", landing, referrer: "Mail.Example.com" })).toEqual({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
      utmTerm: "bread",
      utmContent: "hero",
      gclid: "Cj0KCQ_abc-1",
      fbclid: "IwAR2x.y~z",
      referrerHost: "mail.example.com",
      landingPath: "/offers",
      embeddedOn: null,
      embeddedHost: null,
    });
  });

  it("names the project's root / and keeps a module's address", () => {
    expect(attributionOf({ projectId: "acme", landing: "/acme?utm_source=qr", referrer: "" })).toMatchObject({ utmSource: "qr", landingPath: "/" });
    expect(attributionOf({ projectId: "acme", landing: "/acme/", referrer: "" }).landingPath).toBe("/");
    expect(attributionOf({ projectId: "acme", landing: "/acme/join/module", referrer: "" }).landingPath).toBe("/join/module");
  });

  it("cuts long campaign values at a character boundary, cleans control characters, and leaves out empty ones", () => {
    const long = `${"a".repeat(ATTRIBUTION_TEXT_LIMIT - 1)}😀😀😀`;
    const landing = `/acme?${new URLSearchParams({ utm_source: long, utm_campaign: "spring\u0000\u0007 sale", utm_medium: "   " })}`;
    const attribution = attributionOf({ projectId: "acme", landing, referrer: "" });
    expect(Array.from(attribution.utmSource ?? "")).toHaveLength(ATTRIBUTION_TEXT_LIMIT);
    expect(attribution.utmSource?.endsWith("a😀")).toBe(true);
    expect(attribution.utmCampaign).toBe("spring sale");
    expect(attribution.utmMedium).toBeNull();
  });

  it("drops what does not fit instead of refusing the lead: bad click ids, hosts with paths, other sites' and projects' addresses", () => {
    expect(attributionOf({ projectId: "acme", landing: "/acme?gclid=<script>&fbclid=" + "x".repeat(201), referrer: "evil.example/path?q=1" })).toEqual({ ...NO_ATTRIBUTION, landingPath: "/" });
    expect(attributionOf({ projectId: "acme", landing: "/other?utm_source=newsletter", referrer: "" })).toEqual(NO_ATTRIBUTION);
    expect(attributionOf({ projectId: "acme", landing: "/acmeco?utm_source=newsletter", referrer: "" })).toEqual(NO_ATTRIBUTION);
    expect(attributionOf({ projectId: "acme", landing: `/acme?utm_source=${"a".repeat(3000)}`, referrer: "" })).toEqual(NO_ATTRIBUTION);
    expect(attributionOf({ projectId: "acme", landing: "", referrer: "-bad-.example" })).toEqual(NO_ATTRIBUTION);
  });

  it("takes the landing page from the form's field, else from the page the form was posted from, when it is an address of the project", () => {
    expect(landingOf("acme", "/acme/about?utm_source=a", "http://localhost:3000/acme?utm_source=b")).toBe("/acme/about?utm_source=a");
    expect(landingOf("acme", "", "http://localhost:3000/acme?utm_source=b")).toBe("/acme?utm_source=b");
    expect(landingOf("acme", "/project/acme/leads", "http://localhost:3000/acme/about")).toBe("/acme/about");
    expect(landingOf("acme", "", "http://localhost:3000/api/leads/acme")).toBe("");
    expect(landingOf("acme", "", undefined)).toBe("");
    expect(landingOf("acme", "http://[bad", "not a url")).toBe("");
  });
});
