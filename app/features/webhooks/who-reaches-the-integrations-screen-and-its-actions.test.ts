import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { READ_ONLY_MESSAGE } from "~/access/access-messages";

type Who = "owner" | "other" | "admin" | "suspended" | "anonymous";

const PATH = "/project/shop/settings/integrations";
const form = (body: Record<string, string>) => new URLSearchParams(body);

describe.each(testDialects())("who reaches the integrations screen and its actions on %s", (dialect) => {
  let server: TestServer;
  const clients = {} as Record<Who, BrowserLikeClient>;
  const db = () => server.database.db;
  const webhookRows = async () => ({
    // What the owner set, and which deliveries exist; failures the worker meets move on by themselves.
    endpoints: await db().selectFrom("webhookEndpoints").select(["id", "url", "secret", "isEnabled", "eventTypes", "updated"]).orderBy("id").execute(),
    deliveries: await db().selectFrom("webhookDeliveries").select(["id", "endpointId", "leadId"]).orderBy("id").execute(),
  });
  let endpointId: string;

  beforeAll(async () => {
    // Test events go to loopback ports nothing listens on: no request leaves this machine.
    server = await startTestServer(dialect, { ADMIN_EMAILS: "root@example.com", WEBHOOK_ALLOW_PRIVATE: "1" });
    for (const who of ["owner", "other", "admin", "suspended", "anonymous"] as const) clients[who] = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(clients.owner, { email: "owner@example.com", name: "Owner" });
    await signInThroughLocalProvider(clients.other, { email: "other@example.com", name: "Other" });
    await signInThroughLocalProvider(clients.admin, { email: "root@example.com", name: "Root" });
    await signInThroughLocalProvider(clients.suspended, { email: "gone@example.com", name: "Gone" });
    await db().updateTable("users").set({ status: "suspended" }).where("email", "=", "gone@example.com").execute();
    expect((await clients.owner.request("/?index", { method: "POST", body: form({ intent: "create-project", name: "Shop", id: "shop", start: "starter" }) })).status).toBe(303);
    const created = await clients.owner.request(PATH, { method: "POST", body: form({ intent: "create-endpoint", url: "https://127.0.0.1:9/catch/1" }) });
    expect(created.status).toBe(200);
    expect(await created.text()).toMatch(/whsec_[A-Za-z0-9+/]{32}/);
    endpointId = (await db().selectFrom("webhookEndpoints").select("id").executeTakeFirstOrThrow()).id;
  });
  afterAll(() => server.stop());

  it("GET: owner and admin see it, another partner gets the product's 404, others are sent away", async () => {
    const owner = await (await clients.owner.request(PATH)).text();
    expect(owner).toContain("https://127.0.0.1:9/catch/1");
    expect(owner).not.toContain("whsec_");
    expect((await clients.admin.request(PATH)).status).toBe(200);
    const other = await clients.other.request(PATH);
    expect(other.status).toBe(404);
    expect(await other.text()).toContain(`Page not found: ${PATH}`);
    expect((await clients.anonymous.request(PATH)).headers.get("Location")).toBe(`/signin?${new URLSearchParams({ redirectTo: PATH })}`);
    expect((await clients.suspended.request(PATH)).headers.get("Location")).toBe("/unverified");
    expect(await (await clients.owner.request("/project/shop/settings")).text()).toContain(`href="${PATH}"`);
  });

  const intents: Record<string, string>[] = [
    { intent: "create-endpoint", url: "https://127.0.0.1:9/catch/2" },
    { intent: "update-endpoint", url: "https://127.0.0.1:9/catch/3", isEnabled: "on" },
    { intent: "rotate-secret" },
    { intent: "send-test" },
    { intent: "delete-endpoint" },
  ];

  it.each(intents)("POST $intent: only the owner changes anything", async (body) => {
    const values = { ...body, endpointId };
    const before = await webhookRows();
    const post = (who: Who) => clients[who].request(PATH, { method: "POST", body: form(values) });
    const other = await post("other");
    expect(other.status).toBe(404);
    const admin = await post("admin");
    expect(admin.status).toBe(403);
    expect(await admin.text()).toContain(READ_ONLY_MESSAGE);
    expect((await post("anonymous")).headers.get("Location")).toBe(`/signin?${new URLSearchParams({ redirectTo: PATH })}`);
    expect((await post("suspended")).headers.get("Location")).toBe("/unverified");
    expect(await webhookRows()).toEqual(before);
    const owner = await post("owner");
    expect(owner.status).toBeLessThan(400);
    expect(await webhookRows()).not.toEqual(before);
  });

  it.each([
    ["", "Enter the URL your service gave you, starting with https://."],
    ["not a url", "This is not a URL. Copy the whole address, starting with https://."],
    ["http://hooks.example.com/x", "The URL must start with https://."],
    ["ftp://hooks.example.com/x", "The URL must start with https://."],
    ["https://user:pw@hooks.example.com/x", "Leave the user name and password out of the URL."],
  ])("POST create-endpoint with %j answers 400 with the reason and stores nothing", async (url, message) => {
    const before = await webhookRows();
    const response = await clients.owner.request(PATH, { method: "POST", body: form({ intent: "create-endpoint", url }) });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
    expect(await webhookRows()).toEqual(before);
  });

  it("POST rotate-secret shows the new secret once and says the old one signs beside it for 24 hours", async () => {
    await clients.owner.request(PATH, { method: "POST", body: form({ intent: "create-endpoint", url: "https://127.0.0.1:9/catch/rotate" }) });
    const { id: rotated, secret: old } = await db().selectFrom("webhookEndpoints").select(["id", "secret"]).where("url", "=", "https://127.0.0.1:9/catch/rotate").executeTakeFirstOrThrow();
    const response = await clients.owner.request(PATH, { method: "POST", body: form({ intent: "rotate-secret", endpointId: rotated }) });
    expect(response.status).toBe(200);
    const html = await response.text();
    const stored = await db().selectFrom("webhookEndpoints").select(["secret", "previousSecret", "previousSecretExpiresAt"]).where("id", "=", rotated).executeTakeFirstOrThrow();
    expect(html).toContain(stored.secret);
    expect(html).toContain("For 24 hours deliveries are signed with the old one as well");
    expect(stored.previousSecret).toBe(old);
    expect(Math.abs(stored.previousSecretExpiresAt!.getTime() - (Date.now() + 24 * 3600 * 1000))).toBeLessThan(60_000);
  });

  it("POST send-again of a delivery of another endpoint or none answers 404 and changes nothing", async () => {
    const before = await webhookRows();
    const response = await clients.owner.request(PATH, { method: "POST", body: form({ intent: "send-again", endpointId: "ep_nosuch", deliveryId: "msg_x" }) });
    expect(response.status).toBe(404);
    expect(await webhookRows()).toEqual(before);
  });
});
