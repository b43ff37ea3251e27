import { describe, expect, it } from "vitest";
import { DOMAIN_NAME_MESSAGES } from "./domain-name";
import { EMBED_HOSTS_MAX, EMBED_HOSTS_MESSAGES as M, embedHostsFormSchema, frameAncestorsOf, normalizeEmbedHost, parseEmbedHosts } from "./embed-hosts";

const APP_HOST = "builder.example.com";

describe("a host a module may be embedded on is normalised like a domain or refused with a message", () => {
  it.each([
    ["crumbandco.com", "crumbandco.com"],
    ["  WWW.CrumbAndCo.com.  ", "www.crumbandco.com"],
    ["https://www.crumbandco.com/", "www.crumbandco.com"],
    ["http://crumbandco.com", "crumbandco.com"],
    ["*.crumbandco.com", "*.crumbandco.com"],
    ["https://*.CrumbAndCo.com", "*.crumbandco.com"],
    ["bücher.de", "xn--bcher-kva.de"],
  ])("%s becomes %s", (input, host) => {
    expect(normalizeEmbedHost(input, APP_HOST)).toEqual({ ok: true, host });
  });

  it.each([
    ["crumbandco.com/shop", M.path],
    ["https://crumbandco.com/shop?x=1", M.path],
    ["crumbandco.com#top", M.path],
    ["javascript:alert(1)", M.scheme],
    ["data:text/html,hi", M.scheme],
    ["ftp://crumbandco.com", DOMAIN_NAME_MESSAGES.scheme],
    ["crumbandco.com:8080", DOMAIN_NAME_MESSAGES.port],
    ["https://crumbandco.com:8443/", DOMAIN_NAME_MESSAGES.port],
    ["shop.*.crumbandco.com", M.wildcard],
    ["*", M.wildcard],
    ["*.com", DOMAIN_NAME_MESSAGES.singleLabel],
    ["127.0.0.1", DOMAIN_NAME_MESSAGES.ipAddress],
    ["localhost", DOMAIN_NAME_MESSAGES.localhost],
    ["crumb and co.com", DOMAIN_NAME_MESSAGES.characters],
    ["'self'", DOMAIN_NAME_MESSAGES.characters],
    ["user@crumbandco.com", DOMAIN_NAME_MESSAGES.credentials],
    [APP_HOST, DOMAIN_NAME_MESSAGES.ownHost(APP_HOST)],
  ])("%s is refused", (input, message) => {
    expect(normalizeEmbedHost(input, APP_HOST)).toEqual({ ok: false, message });
  });
});

describe("a list of hosts is read one per line, or refused naming the first bad entry", () => {
  it("separates by lines, commas and spaces and drops duplicates", () => {
    expect(parseEmbedHosts("crumbandco.com\r\nwww.crumbandco.com, https://crumbandco.com/ *.crumbandco.com\n\n", APP_HOST)).toEqual({
      ok: true,
      hosts: ["crumbandco.com", "www.crumbandco.com", "*.crumbandco.com"],
    });
  });

  it("names the entry it refuses", () => {
    expect(parseEmbedHosts("crumbandco.com\ncrumbandco.com/shop", APP_HOST)).toEqual({ ok: false, message: M.entry("crumbandco.com/shop", M.path) });
  });

  it("refuses an empty list and one longer than the limit", () => {
    expect(parseEmbedHosts(" \n ", APP_HOST)).toEqual({ ok: false, message: M.none });
    const many = Array.from({ length: EMBED_HOSTS_MAX + 1 }, (_, index) => `site${index}.example`).join("\n");
    expect(parseEmbedHosts(many, APP_HOST)).toEqual({ ok: false, message: M.tooMany });
  });

  it("the form's schema keeps anywhere as null and lists only with the hosts choice", () => {
    const schema = embedHostsFormSchema(APP_HOST);
    expect(schema.parse({ moduleId: "m1", embedding: "anywhere", hosts: "not a host" })).toEqual({ moduleId: "m1", hosts: null });
    expect(schema.parse({ moduleId: "m1", embedding: "hosts", hosts: "crumbandco.com" })).toEqual({ moduleId: "m1", hosts: ["crumbandco.com"] });
    const refused = schema.safeParse({ moduleId: "m1", embedding: "hosts", hosts: "" });
    expect(refused.success ? [] : refused.error.issues.map((issue) => [issue.path, issue.message])).toEqual([[["hosts"], M.none]]);
    expect(schema.safeParse({ moduleId: "m1", embedding: "nowhere" }).success).toBe(false);
  });
});

describe("the module document's frame-ancestors comes from the list", () => {
  it("is any site without a list", () => {
    expect(frameAncestorsOf(null)).toBe("frame-ancestors *");
  });

  it("is the module's own origin and each host over HTTPS and HTTP with one", () => {
    expect(frameAncestorsOf(["crumbandco.com", "*.crumbandco.com"])).toBe(
      "frame-ancestors 'self' https://crumbandco.com http://crumbandco.com https://*.crumbandco.com http://*.crumbandco.com",
    );
  });
});
