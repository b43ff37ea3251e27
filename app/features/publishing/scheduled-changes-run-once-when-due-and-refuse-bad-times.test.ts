import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { createProject } from "~/features/projects/create-project.server";
import { createPage } from "~/features/projects/create-page.server";
import { MISSING_TIME_MESSAGE, PAST_TIME_MESSAGE } from "./schedule-change.server";
import { REDIRECT_TARGET_MESSAGE } from "./schedule-schema";

const form = (body: Record<string, string>) => new URLSearchParams(body);
/** A wall-clock time `minutes` from now in UTC, as a datetime-local field sends it. */
const utcInMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(0, 16);

describe.each(testDialects())("scheduled changes on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  let pageId = "";
  const db = () => server.database.db;
  const schedule = (body: Record<string, string>) => owner.request("/project/shop", { method: "POST", body: form({ intent: "schedule", target: pageId, change: "unpublish", localTime: utcInMinutes(60), timeZone: "UTC", ...body }) });
  const rows = async () => ({
    schedules: await db().selectFrom("publishingSchedules").selectAll().orderBy("id").execute(),
    offline: await db().selectFrom("offlineAddresses").selectAll().orderBy("scope").execute(),
  });
  const until = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 30_000;
    while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    return check();
  };

  beforeAll(async () => {
    server = await startTestServer(dialect, { SCHEDULE_POLL_SECONDS: "1" });
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "owner@example.com", name: "Owner" });
    const user = await db().selectFrom("users").select("id").where("email", "=", "owner@example.com").executeTakeFirstOrThrow();
    const actor = { userId: user.id, isAdmin: false };
    await createProject(db(), actor, { name: "Shop", id: "shop", start: "starter" });
    pageId = (await createPage(db(), actor, { projectId: "shop", title: "Black Friday", slug: "sale" })).id;
    expect((await owner.request("/project/shop/publish", { method: "POST", body: form({ intent: "publish" }) })).status).toBe(200);
    // A loaded machine takes a while to sign four people in and publish.
  }, 120_000);
  afterAll(() => server.stop());

  it.each([
    [{ localTime: utcInMinutes(-5) }, PAST_TIME_MESSAGE],
    [{ localTime: "2026-03-29T02:30", timeZone: "Europe/Berlin" }, MISSING_TIME_MESSAGE],
    [{ timeZone: "Mars/Olympus" }, "This time zone is not known"],
    [{ timeZone: "" }, "This time zone is not known"],
    [{ localTime: "tomorrow" }, "Choose a date and a time."],
    [{ redirectTo: "javascript:alert(1)" }, REDIRECT_TARGET_MESSAGE],
    [{ redirectTo: "//evil.example/x" }, REDIRECT_TARGET_MESSAGE],
    [{ change: "delete" }, "Choose Publish or Unpublish."],
  ])("refuses %j with 400 and the reason, and schedules nothing", async (body, message) => {
    const before = await rows();
    const answer = await schedule(body);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain(message.replaceAll("(", "(").slice(0, 30));
    expect(await rows()).toEqual(before);
  });

  it("shows what is scheduled on the overview, in the time zone it was chosen in", async () => {
    const answer = await schedule({ localTime: "2031-05-01T09:30", timeZone: "Europe/Berlin", redirectTo: "https://example.com/next" });
    expect(answer.status).toBe(303);
    const [row] = (await rows()).schedules;
    expect(row?.runAt.toISOString()).toBe("2031-05-01T07:30:00.000Z");
    const overview = await (await owner.request("/project/shop")).text();
    expect(overview).toContain("Unpublishing the page “Black Friday” on 1 May 2031, 09:30 (Europe/Berlin), then visitors go to https://example.com/next");
    expect((await owner.request("/project/shop", { method: "POST", body: form({ intent: "cancel-schedule", scheduleId: row?.id ?? "" }) })).status).toBe(303);
    expect((await rows()).schedules).toEqual([]);
  });

  it("takes a campaign page off the live site when its time comes, once, and sends its visitors on", async () => {
    expect((await schedule({ redirectTo: "https://example.com/next" })).status).toBe(303);
    // The time comes: as if an hour had passed.
    await db().updateTable("publishingSchedules").set({ runAt: new Date(Date.now() - 1000) }).execute();
    expect(await until(async () => (await new BrowserLikeClient(server.url).request("/shop/sale")).status === 302)).toBe(true);
    const moved = await new BrowserLikeClient(server.url).request("/shop/sale");
    expect(moved.headers.get("location")).toBe("https://example.com/next");
    expect((await new BrowserLikeClient(server.url).request("/shop")).status).toBe(200);
    expect(await (await new BrowserLikeClient(server.url).request("/shop/sitemap.xml")).text()).not.toContain("/shop/sale<");
    // The change reaches visitors first; the schedule is marked done just after, in its own transaction.
    expect(await until(async () => (await rows()).schedules[0]?.state === "done")).toBe(true);
    const ran = await db().selectFrom("projectActivity").select("details").where("action", "=", "ran-schedule").execute();
    expect(ran).toHaveLength(1);
    expect(ran[0]?.details.late).toBeUndefined();
    // Back online by hand.
    expect((await owner.request("/project/shop", { method: "POST", body: form({ intent: "page-online", target: pageId }) })).status).toBe(303);
    expect((await new BrowserLikeClient(server.url).request("/shop/sale")).status).toBe(200);
  });

  it("unpublishes the whole project at its time, and its addresses send visitors on", async () => {
    expect((await schedule({ target: "", redirectTo: "https://example.com/over" })).status).toBe(303);
    await db().updateTable("publishingSchedules").set({ runAt: new Date(Date.now() - 1000) }).where("state", "=", "pending").execute();
    expect(await until(async () => (await new BrowserLikeClient(server.url).request("/shop")).status === 302)).toBe(true);
    expect((await new BrowserLikeClient(server.url).request("/shop/sale")).headers.get("location")).toBe("https://example.com/over");
    expect((await db().selectFrom("projects").select("livePublicationId").where("id", "=", "shop").executeTakeFirstOrThrow()).livePublicationId).toBeNull();
  });
});
