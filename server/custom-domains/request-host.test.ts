import { describe, expect, it } from "vitest";
import { isMachineAddress, requestHostOf } from "./request-host";

const hostOf = (host: string | undefined) => requestHostOf({ rawHeaders: host === undefined ? ["Accept", "*/*"] : ["Accept", "*/*", "Host", host, "host", "second.test"] });

describe("the host a request names", () => {
  it("is lower-case, without port or trailing dot", () => {
    expect(hostOf("Crumb.Test")).toBe("crumb.test");
    expect(hostOf("crumb.test.:8443")).toBe("crumb.test");
    expect(hostOf("[::1]:3000")).toBe("[::1]");
    expect(hostOf("127.0.0.1:3000")).toBe("127.0.0.1");
    expect(hostOf(undefined)).toBe("");
  });

  it("counts IP literals, localhost and names under .localhost as machine addresses, and never a name a domain could be", () => {
    for (const host of ["", "localhost", "app.localhost", "127.0.0.1", "10.1.2.3", "[::1]", "[2001:db8::1]"]) expect(isMachineAddress(host), host).toBe(true);
    for (const host of ["crumb.test", "localhost.example", "127.0.0.1.nip.io", "www.crumb.test"]) expect(isMachineAddress(host), host).toBe(false);
  });
});
