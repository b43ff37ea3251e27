import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import type { BrowserLikeClient } from "../../../server/testing/browser-like-client";
import { ADMIN_EMAIL, addEveryMemberRole, signInEveryIdentity, type Identity } from "../../../server/testing/every-identity";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import type { MemberRole } from "~/access/project-roles";

type Who = MemberRole | "other" | "admin" | "suspended" | "anonymous";

const inADay = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);

describe.each(testDialects())("who schedules publishing and sets site passwords, on %s", (dialect) => {
  let server: TestServer;
  let clients: Record<Identity, BrowserLikeClient>;
  const db = () => server.database.db;
  let pageId = "";
  let scheduleId = "";
  const state = async () => ({
    schedules: await db().selectFrom("publishingSchedules").select(["id", "state", "runAt"]).orderBy("id").execute(),
    offline: await db().selectFrom("offlineAddresses").select(["scope", "redirectTo"]).orderBy("scope").execute(),
    passwords: await db().selectFrom("sitePasswords").select(["scope", "passwordHash"]).orderBy("scope").execute(),
  });

  beforeAll(async () => {
    server = await startTestServer(dialect, { ADMIN_EMAILS: ADMIN_EMAIL });
    clients = await signInEveryIdentity(server);
    expect((await clients.owner.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Shop", id: "shop", start: "starter" }) })).status).toBe(303);
    await addEveryMemberRole(server, "shop");
    pageId = (await db().selectFrom("pages").select("id").where("projectId", "=", "shop").where("slug", "=", "home").executeTakeFirstOrThrow()).id;
    // A loaded machine takes a while to sign four people in and publish.
  }, 120_000);
  afterAll(() => server.stop());

  const intents: [string, () => Record<string, string>][] = [
    ["schedule", () => ({ intent: "schedule", target: "", change: "publish", localTime: inADay(), timeZone: "UTC" })],
    ["cancel-schedule", () => ({ intent: "cancel-schedule", scheduleId })],
    ["schedule a page", () => ({ intent: "schedule", target: pageId, change: "publish", localTime: inADay(), timeZone: "Europe/Berlin" })],
    ["page-online", () => ({ intent: "page-online", target: pageId })],
    ["set-password", () => ({ intent: "set-password", target: pageId, password: "open sesame" })],
    ["remove-password", () => ({ intent: "remove-password", target: pageId })],
  ];

  it.each(intents)("POST %s: the owner and editors change it; viewers and admins get 403, leads members and other partners 404, the signed-out and suspended are sent away; refusals change nothing", async (_name, body) => {
    const values = body();
    const post = (who: Who) => clients[who].request("/project/shop", { method: "POST", body: new URLSearchParams(values) });
    const before = await state();
    for (const who of ["viewer", "admin"] as const) expect((await post(who)).status, who).toBe(403);
    for (const who of ["leads", "other"] as const) expect((await post(who)).status, who).toBe(404);
    expect((await post("anonymous")).headers.get("location")).toBe(`/signin?${new URLSearchParams({ redirectTo: "/project/shop" })}`);
    expect((await post("suspended")).headers.get("location")).toBe("/unverified");
    expect(await state()).toEqual(before);
    // Owners and editors alike: the editor makes each change.
    const done = await post(values.intent === "schedule" && values.target === "" ? "owner" : "editor");
    expect(done.status).toBe(303);
    expect(await state()).not.toEqual(before);
    scheduleId = (await db().selectFrom("publishingSchedules").select("id").where("pageId", "is", null).executeTakeFirst())?.id ?? "";
  });
});
