import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { libraryImageSources } from "../../app/features/assets/library-images.server";
import { publishLeadProject } from "../../app/features/leads/test-fixtures";
import { publishProject } from "../../app/features/publishing/publish-project.server";
import { pageCssBuilder } from "../../app/features/publishing/site-stylesheet.server";
import { testDialects } from "../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../testing/browser-like-client";
import { startTestServer, type TestServer } from "../testing/test-server";
import { addServedDomain, removeDomain, requestOnHost, startSecondNode, within } from "./test-fixtures";

describe.each(testDialects())("domain changes on %s", (dialect) => {
  let server: TestServer;
  let secondNode: { url: string; stop: () => Promise<void> } | null = null;
  const stateOf = async (host: string) => (await server.database.db.selectFrom("projectDomains").select("state").where("host", "=", host).executeTakeFirst())?.state;

  beforeAll(async () => {
    // The proxy on loopback is trusted, as Caddy in front of the app is (docs/security.md#host-names).
    server = await startTestServer(dialect, { TRUST_PROXY: "loopback" });
    await signInThroughLocalProvider(new BrowserLikeClient(server.url), { email: "baker@example.com", name: "Baker" });
    const { db } = server.database;
    const owner = { userId: (await db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id, isAdmin: false };
    await publishLeadProject(db, owner, (_db, _owner, projectId) => publishProject(db, owner, { projectId, origin: server.url, cssBuilder: pageCssBuilder, libraryImages: libraryImageSources }), "crumb");
    if (dialect === "postgres") secondNode = await startSecondNode(server);
  });
  afterAll(async () => {
    await secondNode?.stop();
    await server.stop();
  });

  it("marks a verified domain active at its first request over HTTPS through the trusted proxy, and not over plain HTTP", async () => {
    await addServedDomain(server.database, { projectId: "crumb", host: "crumb.test", state: "verified", isPrimary: true });
    // The host map reloads on the notification, within a second.
    await within(1_000, async () => (await requestOnHost(server, "crumb.test", "/")).status === 200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await stateOf("crumb.test")).toBe("verified");
    const overHttps = await requestOnHost(server, "crumb.test", "/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(overHttps.status).toBe(200);
    expect(overHttps.headers["strict-transport-security"]).toBe("max-age=31536000");
    await within(1_000, async () => (await stateOf("crumb.test")) === "active");
    // Every node hears it: canonical addresses move to the domain.
    await within(1_000, async () => (await requestOnHost(server, "crumb.test", "/")).body.includes('<link rel="canonical" href="https://crumb.test/"/>'));
  });

  it("stops serving a removed domain within a second, with a plain 404", async () => {
    await addServedDomain(server.database, { projectId: "crumb", host: "gone.test", state: "active", isPrimary: false });
    await within(1_000, async () => (await requestOnHost(server, "gone.test", "/")).status === 301);
    await removeDomain(server.database, "gone.test");
    const took = await within(1_000, async () => (await requestOnHost(server, "gone.test", "/")).status === 404);
    expect(took).toBeLessThan(1_000);
    expect((await requestOnHost(server, "gone.test", "/")).body).toBe("Not found");
  });

  it.runIf(dialect === "postgres")("adds and removes a domain on another node sharing the database within a second", async () => {
    const node = secondNode;
    if (!node) throw new Error("the second node did not start");
    await addServedDomain(server.database, { projectId: "crumb", host: "shared.test", state: "active", isPrimary: false });
    await within(1_000, async () => (await requestOnHost(node, "shared.test", "/about")).status === 301);
    expect((await requestOnHost(node, "shared.test", "/about")).headers.location).toBe("http://crumb.test/about");
    await removeDomain(server.database, "shared.test");
    const took = await within(1_000, async () => (await requestOnHost(node, "shared.test", "/about")).status === 404);
    expect(took).toBeLessThan(1_000);
  });
});
