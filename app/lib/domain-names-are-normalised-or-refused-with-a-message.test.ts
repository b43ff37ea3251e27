import { describe, expect, it } from "vitest";
import { DOMAIN_NAME_MESSAGES as M, domainFormSchema, normalizeDomainName } from "./domain-name";

const APP_HOST = "builder.example.com";

describe("a domain name is normalised or refused with a message", () => {
  it.each([
    ["Crumb.Test", "crumb.test"],
    ["https://crumb.test/", "crumb.test"],
    ["http://crumb.test/about?x=1#top", "crumb.test"],
    ["HTTPS://WWW.Crumb.Test/", "www.crumb.test"],
    ["crumb.test.", "crumb.test"],
    ["  crumb.test  ", "crumb.test"],
    ["bücher.de", "xn--bcher-kva.de"],
    ["Bücher.DE.", "xn--bcher-kva.de"],
    ["xn--bcher-kva.de", "xn--bcher-kva.de"],
    ["shop.crumb-and-co.co.uk", "shop.crumb-and-co.co.uk"],
    ["1e100.net", "1e100.net"],
    [`${"a".repeat(63)}.test`, `${"a".repeat(63)}.test`],
    [`${Array.from({ length: 4 }, () => "a".repeat(61)).join(".")}.ab`, `${Array.from({ length: 4 }, () => "a".repeat(61)).join(".")}.ab`],
    ["www.builder.example.com", "www.builder.example.com"],
  ])("%s becomes %s", (input, host) => {
    expect(normalizeDomainName(input, APP_HOST)).toEqual({ ok: true, host });
  });

  it.each([
    ["", M.empty],
    ["   ", M.empty],
    ["https://", M.empty],
    [".", M.empty],
    ["ftp://crumb.test", M.scheme],
    ["user@crumb.test", M.credentials],
    ["crumb.test:8080", M.port],
    ["https://crumb.test:443/", M.port],
    ["*.crumb.test", M.wildcard],
    ["https://*.crumb.test/", M.wildcard],
    ["192.0.2.1", M.ipAddress],
    ["http://192.0.2.1/", M.ipAddress],
    ["0x7f.1", M.ipAddress],
    ["2001:db8::1", M.ipAddress],
    ["[2001:db8::1]", M.ipAddress],
    ["[::1]:80", M.ipAddress],
    ["localhost", M.localhost],
    ["LOCALHOST.", M.localhost],
    ["shop.localhost", M.localhost],
    ["crumb", M.singleLabel],
    ["bäckerei", M.singleLabel],
    ["builder.example.com", M.ownHost(APP_HOST)],
    ["https://Builder.Example.com/project/shop", M.ownHost(APP_HOST)],
    [`${Array.from({ length: 4 }, () => "a".repeat(62)).join(".")}.ab`, M.tooLong],
    ["x".repeat(3_000), M.tooLong],
    [`${"a".repeat(64)}.test`, M.labelTooLong],
    ["crumb..test", M.emptyLabel],
    [".crumb.test", M.emptyLabel],
    ["crumb_and_co.test", M.characters],
    ["crumb test.test", M.characters],
    ["crumb%2e.test", M.characters],
    ["crumb\\evil.test", M.characters],
    ["crumb!.test", M.characters],
    ["xn--zz.test", M.characters],
    ["-crumb.test", M.hyphen],
    ["crumb-.test", M.hyphen],
    ["www.crumb.test-", M.hyphen],
  ])("%j is refused", (input, message) => {
    expect(normalizeDomainName(input, APP_HOST)).toEqual({ ok: false, message });
  });

  it("the form schema answers the same host or the same message as the rule", () => {
    const schema = domainFormSchema(APP_HOST);
    expect(schema.parse({ host: "https://Crumb.Test/" })).toEqual({ host: "crumb.test" });
    const refused = schema.safeParse({ host: "crumb.test:8080" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(M.port);
    expect(schema.safeParse({}).error?.issues[0]?.message).toBe(M.empty);
  });
});
