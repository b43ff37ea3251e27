import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";

type Who = "admin" | "partner" | "suspended" | "anonymous";

const ADMIN_MESSAGE = "You need the admin role to open this page.";

describe.each(testDialects())("who reaches the admin area and its actions on %s", (dialect) => {
  let server: TestServer;
  const clients = {} as Record<Who, BrowserLikeClient>;
  const db = () => server.database.db;
  const userId = async (email: string) => (await db().selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  const post = (who: Who, path: string, body: Record<string, string>) => clients[who].request(path, { method: "POST", body: new URLSearchParams(body) });
  let targetPath = "";

  beforeAll(async () => {
    // The suspended person is also on ADMIN_EMAILS: a suspension outranks the role.
    server = await startTestServer(dialect, { ADMIN_EMAILS: "root@example.com,gone@example.com" });
    for (const who of ["admin", "partner", "suspended", "anonymous"] as const) clients[who] = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(clients.admin, { email: "root@example.com", name: "Root" });
    await signInThroughLocalProvider(clients.partner, { email: "partner@example.com", name: "Partner" });
    await signInThroughLocalProvider(clients.suspended, { email: "gone@example.com", name: "Gone" });
    await db().updateTable("users").set({ status: "suspended" }).where("email", "=", "gone@example.com").execute();
    targetPath = `/admin/users/${await userId("partner@example.com")}`;
  });
  afterAll(() => server.stop());

  const screens = () => ["/admin", "/admin/users", "/admin/users?q=part&page=2", targetPath, "/admin/audit", "/admin/templates"];

  it("GET of every admin screen: the admin sees it, a partner gets 403, suspended people /unverified, anonymous people sign-in", async () => {
    for (const path of screens()) {
      expect((await clients.admin.request(path)).status, path).toBe(200);
      const refused = await clients.partner.request(path);
      expect(refused.status, path).toBe(403);
      expect(await refused.text()).toContain(ADMIN_MESSAGE);
      expect((await clients.suspended.request(path)).headers.get("Location"), path).toBe("/unverified");
      expect((await clients.anonymous.request(path)).headers.get("Location"), path).toBe(`/signin?${new URLSearchParams({ redirectTo: path })}`);
    }
  });

  it.each<Record<string, string>>([
    { intent: "set-status", status: "suspended" },
    { intent: "set-status", status: "active" },
    { intent: "grant-admin" },
    { intent: "revoke-admin" },
  ])("POST %o to a user is refused to everyone but the admin and changes nothing", async (body) => {
    const before = await db().selectFrom("users").selectAll().orderBy("id").execute();
    for (const who of ["partner", "suspended", "anonymous"] as const) {
      const answer = await post(who, targetPath, body);
      if (who === "partner") expect(answer.status).toBe(403);
      else expect(answer.status).toBe(302);
    }
    expect(await db().selectFrom("users").selectAll().orderBy("id").execute()).toEqual(before);
    expect(await db().selectFrom("adminAuditLog").selectAll().execute()).toEqual([]);
  });

  it("answers the product's 404 for a user who does not exist and 400 for a form it does not know", async () => {
    const missing = await clients.admin.request("/admin/users/nobody");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page not found: /admin/users/nobody");
    expect((await post("admin", targetPath, { intent: "delete-everything" })).status).toBe(400);
    expect((await post("admin", targetPath, { intent: "set-status", status: "banned" })).status).toBe(400);
    expect((await post("admin", "/admin/users/nobody", { intent: "grant-admin" })).status).toBe(404);
  });

  it("a suspension reaches the partner's open session at once; reactivation makes them sign in again; a grant opens the area", async () => {
    expect((await clients.partner.request("/")).status).toBe(200);
    const suspended = await post("admin", targetPath, { intent: "set-status", status: "suspended" });
    expect(suspended.status).toBe(303);
    expect(suspended.headers.get("Location")).toBe(targetPath);
    expect((await clients.partner.request("/")).headers.get("Location")).toBe("/unverified");
    expect(await (await clients.partner.request("/unverified")).text()).toContain("suspended");

    expect((await post("admin", targetPath, { intent: "set-status", status: "active" })).status).toBe(303);
    expect((await clients.partner.request("/")).status).toBe(200);
    expect((await clients.partner.request("/project/nothing")).headers.get("Location")).toMatch(/^\/signin/);
    await signInThroughLocalProvider(clients.partner, { email: "partner@example.com", name: "Partner" });

    expect((await post("admin", targetPath, { intent: "grant-admin" })).status).toBe(303);
    expect((await clients.partner.request("/admin")).status).toBe(200);
    const log = await (await clients.admin.request("/admin/audit")).text();
    expect(log).toContain("granted admin to");
    expect(log).toContain("suspended → active");
    expect(log).toContain("registered → suspended");

    const own = await post("partner", `/admin/users/${await userId("partner@example.com")}`, { intent: "set-status", status: "suspended" });
    expect(own.status).toBe(403);
    expect(await own.text()).toContain("You cannot change your own status");
  });
});
