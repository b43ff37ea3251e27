import { afterEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";

const APP_SCREENS = ["/project/shop", "/project/shop/settings", "/editor/shop/home", "/admin"];

describe.each(testDialects())("account states and roles on %s", (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  async function userByEmail(running: TestServer, email: string) {
    return running.database.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
  }

  it("in approval mode keeps new partners on /unverified until an admin activates them", async () => {
    server = await startTestServer(dialect, { SIGNUP_MODE: "approval" });
    const client = new BrowserLikeClient(server.url);
    const { visited } = await signInThroughLocalProvider(client, { email: "new@example.com", name: "New" }, "/project/shop");
    expect(visited.at(-1)).toBe(`${server.url}/unverified`);
    for (const path of ["/", ...APP_SCREENS]) {
      const answer = await client.request(path);
      expect(answer.headers.get("Location"), path).toBe("/unverified");
    }
    expect(await (await client.request("/unverified")).text()).toContain("waiting for approval");

    const user = await userByEmail(server, "new@example.com");
    await server.database.db.updateTable("users").set({ status: "active" }).where("id", "=", user.id).execute();
    expect((await client.request("/")).status).toBe(200);
    expect((await client.request("/unverified")).headers.get("Location")).toBe("/");
  });

  it("in open mode lets registered partners in", async () => {
    server = await startTestServer(dialect);
    const client = new BrowserLikeClient(server.url);
    const { visited } = await signInThroughLocalProvider(client, { email: "open@example.com", name: "Open" }, "/project/shop");
    expect(visited.at(-1)).toBe(`${server.url}/project/shop`);
  });

  it("sends a suspended user to /unverified whatever they ask for, even mid-session", async () => {
    server = await startTestServer(dialect);
    const client = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(client, { email: "later-suspended@example.com", name: "Later" });
    expect((await client.request("/")).status).toBe(200);
    const user = await userByEmail(server, "later-suspended@example.com");
    await server.database.db.updateTable("users").set({ status: "suspended" }).where("id", "=", user.id).execute();
    for (const path of ["/", ...APP_SCREENS]) {
      expect((await client.request(path)).headers.get("Location"), path).toBe("/unverified");
    }
    expect(await (await client.request("/unverified")).text()).toContain("suspended");
    expect((await client.request("/api/id-token", { method: "POST" })).status).toBe(403);

    const again = new BrowserLikeClient(server.url);
    const { visited } = await signInThroughLocalProvider(again, { email: "later-suspended@example.com", name: "Later" }, "/project/shop");
    expect(visited.at(-1)).toBe(`${server.url}/unverified`);
  });

  it("grants the admin role to ADMIN_EMAILS at sign-in and keeps everyone else out of /admin", async () => {
    server = await startTestServer(dialect, { ADMIN_EMAILS: "Boss@Example.com" });
    const admin = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(admin, { email: "boss@example.com", name: "The Boss" });
    expect((await userByEmail(server, "boss@example.com")).roles).toEqual(["admin"]);
    expect((await admin.request("/admin")).status).toBe(200);

    const partner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(partner, { email: "partner@example.com", name: "Partner" });
    expect((await userByEmail(server, "partner@example.com")).roles).toEqual([]);
    const refused = await partner.request("/admin");
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("You need the admin role");

    const anonymous = await new BrowserLikeClient(server.url).request("/admin");
    expect(anonymous.headers.get("Location")).toBe("/signin?redirectTo=%2Fadmin");
  });

  it("keeps the local provider unreachable when Google is configured, and keeps serving when Google cannot be reached", async () => {
    server = await startTestServer(dialect, { GOOGLE_CLIENT_ID: "id.apps.example", GOOGLE_CLIENT_SECRET: "secret" });
    const client = new BrowserLikeClient(server.url);
    expect((await client.request("/oidc/.well-known/openid-configuration")).status).toBe(404);
    expect((await client.request("/oidc/auth")).status).toBe(404);
    const signInPage = await (await client.request("/signin")).text();
    expect(signInPage).not.toContain("local sign-in");
    expect(signInPage).toContain(">Continue with Google</button>");
    expect(await (await client.request("/")).text()).toContain(">Continue with Google</a>");
    const started = await client.request("/auth/signin", { method: "POST", body: new URLSearchParams({ redirectTo: "/" }) });
    expect(started.headers.get("Location")).toBe("/signin?error=PROVIDER_UNREACHABLE");
    expect(await (await client.request("/signin?error=PROVIDER_UNREACHABLE")).text()).toContain("could not be reached");
    expect((await client.request("/healthz")).status).toBe(200);
  });
});
