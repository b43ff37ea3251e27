import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { isCrossSiteRequest, sameSiteOrigins } from "./cross-site-requests";
import { BrowserLikeClient, signInThroughLocalProvider } from "./testing/browser-like-client";
import { rawRequest } from "./testing/raw-request";
import { startTestServer, type TestServer } from "./testing/test-server";

describe("which origins count as this app's own", () => {
  const pinned = sameSiteOrigins(loadConfig({ PUBLIC_URL: "https://pages.example.com" }));
  const unpinned = sameSiteOrigins(loadConfig({ PORT: "3000" }));

  it("with PUBLIC_URL set, only its origin, whatever Host the request names", () => {
    expect(isCrossSiteRequest({ origin: "https://pages.example.com", host: "pages.example.com" }, pinned, "https")).toBe(false);
    expect(isCrossSiteRequest({ origin: "http://evil.example", host: "evil.example" }, pinned, "http")).toBe(true);
    expect(isCrossSiteRequest({ origin: "null" }, pinned, "https")).toBe(true);
    expect(isCrossSiteRequest({ "sec-fetch-site": "cross-site" }, pinned, "https")).toBe(true);
    expect(isCrossSiteRequest({}, pinned, "https")).toBe(false);
  });

  it("without PUBLIC_URL, also the address the request came in through, as on a first start reached by a LAN address", () => {
    expect(isCrossSiteRequest({ origin: "http://localhost:3000", host: "192.168.1.5:3000" }, unpinned, "http")).toBe(false);
    expect(isCrossSiteRequest({ origin: "http://192.168.1.5:3000", host: "192.168.1.5:3000" }, unpinned, "http")).toBe(false);
    expect(isCrossSiteRequest({ origin: "http://evil.example", host: "192.168.1.5:3000" }, unpinned, "http")).toBe(true);
  });
});

describe("the cross-site refusal over HTTP, with PUBLIC_URL set", () => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  const projectIds = async () => (await server.database.db.selectFrom("projects").select("id").orderBy("id").execute()).map((project) => project.id);
  const createProject = (id: string, headers: Record<string, string>) =>
    rawRequest(`${server.url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: owner.cookieHeader(), ...headers },
      body: new URLSearchParams({ intent: "create-project", name: "Shop", id, start: "blank" }).toString(),
    });

  beforeAll(async () => {
    server = await startTestServer("sqlite");
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "owner@example.com", name: "Owner" });
  });
  afterAll(() => server.stop());

  it("refuses a post whose Origin only matches the Host it names, and changes nothing", async () => {
    const before = await projectIds();
    // A host that is no project's never reaches the app (docs/security.md#host-names); a machine address does, and proves nothing either.
    const unknownHost = await createProject("evil", { Host: "evil.example", Origin: "http://evil.example" });
    expect(unknownHost.status).toBe(404);
    const machineAddress = `127.0.0.1:${new URL(server.url).port}`;
    const answer = await createProject("evil", { Host: machineAddress, Origin: `http://${machineAddress}` });
    expect(answer.status).toBe(403);
    expect(answer.body).toBe("Cross-site request refused.");
    expect(await projectIds()).toEqual(before);
  });

  it("accepts a post from PUBLIC_URL's origin", async () => {
    const answer = await createProject("shop", { Origin: server.url });
    expect(answer.status).toBe(303);
    expect(await projectIds()).toContain("shop");
  });
});
