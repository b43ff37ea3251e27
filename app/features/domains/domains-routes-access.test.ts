import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { READ_ONLY_MESSAGE } from "~/access/access-messages";
import { startLoopbackDnsServer, type LoopbackDnsServer } from "./testing/loopback-dns-server";

type Who = "owner" | "other" | "admin" | "suspended" | "anonymous";

const SCREEN = "/project/shop/settings/domains";

describe.each(testDialects())("who reaches the domains screen and its actions on %s", (dialect) => {
  let server: TestServer;
  let dns: LoopbackDnsServer;
  const clients = {} as Record<Who, BrowserLikeClient>;
  const db = () => server.database.db;
  const domain = (host: string) => db().selectFrom("projectDomains").selectAll().where("host", "=", host).executeTakeFirstOrThrow();
  const snapshot = async () => ({
    domains: await db().selectFrom("projectDomains").selectAll().orderBy("id").execute(),
    projects: await db().selectFrom("projects").selectAll().orderBy("id").execute(),
  });
  const publish = async (host: string) => {
    dns.zone.set(`_pagewright.${host}`, [{ type: "TXT", data: (await domain(host)).verificationToken }]);
    dns.zone.set(host, host.startsWith("www.") ? [{ type: "CNAME", domain: "localhost" }] : [{ type: "A", address: "203.0.113.7" }]);
  };

  beforeAll(async () => {
    dns = await startLoopbackDnsServer();
    server = await startTestServer(dialect, { ADMIN_EMAILS: "root@example.com", DNS_RESOLVER: dns.address, PUBLIC_IPS: "203.0.113.7" });
    for (const who of ["owner", "other", "admin", "suspended", "anonymous"] as const) clients[who] = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(clients.owner, { email: "owner@example.com", name: "Owner" });
    await signInThroughLocalProvider(clients.other, { email: "other@example.com", name: "Other" });
    await signInThroughLocalProvider(clients.admin, { email: "root@example.com", name: "Root" });
    await signInThroughLocalProvider(clients.suspended, { email: "gone@example.com", name: "Gone" });
    await db().updateTable("users").set({ status: "suspended" }).where("email", "=", "gone@example.com").execute();
    const created = await clients.owner.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Shop", id: "shop", start: "starter" }) });
    expect(created.status).toBe(303);
  });
  afterAll(async () => {
    await server.stop();
    await dns.close();
  });

  it("GET: the owner sees the form, an admin the list without it, another partner the product's 404, the others are sent away", async () => {
    const owner = await clients.owner.request(SCREEN);
    expect(owner.status).toBe(200);
    const page = await owner.text();
    expect(page).toContain(">Domain name</label>");
    expect(page).toContain("Add domain");
    expect(page).toContain("No domains yet");
    const admin = await clients.admin.request(SCREEN);
    expect(admin.status).toBe(200);
    expect(await admin.text()).not.toContain("Add domain");
    const other = await clients.other.request(SCREEN);
    expect(other.status).toBe(404);
    expect(await other.text()).toContain(`Page not found: ${SCREEN}`);
    expect((await clients.anonymous.request(SCREEN)).headers.get("Location")).toBe(`/signin?${new URLSearchParams({ redirectTo: SCREEN })}`);
    expect((await clients.suspended.request(SCREEN)).headers.get("Location")).toBe("/unverified");
    expect((await clients.owner.request("/project/shop/settings")).status).toBe(200);
    expect(await (await clients.owner.request("/project/shop/settings")).text()).toContain(`href="${SCREEN}"`);
  });

  // In order: each owner success sets up the next intent. Every other actor is refused first.
  const intents: { intent: string; body: () => Promise<Record<string, string>> }[] = [
    { intent: "add-domain", body: async () => ({ host: "https://Crumb.Test/" }) },
    { intent: "check-domain", body: async () => (await publish("crumb.test"), { domainId: (await domain("crumb.test")).id }) },
    { intent: "add-domain", body: async () => ({ host: "www.crumb.test" }) },
    { intent: "check-domain", body: async () => (await publish("www.crumb.test"), { domainId: (await domain("www.crumb.test")).id }) },
    { intent: "make-primary", body: async () => ({ domainId: (await domain("www.crumb.test")).id }) },
    { intent: "remove-domain", body: async () => ({ domainId: (await domain("crumb.test")).id }) },
  ];

  it.each(intents)("POST $intent: only the owner changes anything", async ({ intent, body }) => {
    const values = new URLSearchParams({ intent, ...(await body()) });
    const before = await snapshot();
    const post = (who: Who) => clients[who].request(SCREEN, { method: "POST", body: values });

    const other = await post("other");
    expect(other.status).toBe(404);
    expect(await other.text()).toContain(`Page not found: ${SCREEN}`);
    const admin = await post("admin");
    expect(admin.status).toBe(403);
    expect(await admin.text()).toContain(READ_ONLY_MESSAGE);
    expect((await post("anonymous")).headers.get("Location")).toBe(`/signin?${new URLSearchParams({ redirectTo: SCREEN })}`);
    expect((await post("suspended")).headers.get("Location")).toBe("/unverified");
    expect(await snapshot()).toEqual(before);

    const owner = await post("owner");
    expect(owner.status).toBe(303);
    expect(owner.headers.get("Location")).toBe(SCREEN);
    expect(owner.headers.get("Set-Cookie")).toContain("pw_flash=");
    expect(await snapshot()).not.toEqual(before);
  });

  it("after the owner's posts the screen shows the primary verified domain with its records", async () => {
    const page = await (await clients.owner.request(SCREEN)).text();
    const www = await domain("www.crumb.test");
    expect(www).toMatchObject({ state: "verified", isPrimary: true });
    expect(page).toContain("www.crumb.test");
    expect(page).toContain(">Verified</span>");
    expect(page).toContain(">Primary</span>");
    expect(page).toContain("_pagewright.www.crumb.test");
    expect(page).toContain(`<code class="rounded bg-neutral-100 px-1.5 py-0.5 text-xs break-all text-neutral-900">${www.verificationToken}</code>`);
    expect(page).not.toContain(">crumb.test</h2>");
  });
});
