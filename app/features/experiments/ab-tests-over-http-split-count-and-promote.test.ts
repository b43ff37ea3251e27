import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { CONTACT_SECTION, publishLeadProject, VALID_ANSWERS } from "~/features/leads/test-fixtures";
import { updatePageContent } from "~/features/projects/update-page-content.server";
import { publishProject } from "~/features/publishing/publish-project.server";
import { pageCssBuilder } from "~/features/publishing/site-stylesheet.server";
import type { BrowserLikeClient } from "../../../server/testing/browser-like-client";
import { ADMIN_EMAIL, addEveryMemberRole, signInEveryIdentity, type Identity } from "../../../server/testing/every-identity";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";

type Who = "owner" | "editor" | "viewer" | "leads" | "other" | "admin" | "suspended" | "anonymous";

const SCREEN = "/project/acme/ab-tests";
const B_MARK = "I agree, says variant B.";
const VISITORS = 10_000;
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A distinct address per synthetic visitor; the server trusts loopback's X-Forwarded-For. */
const addressOf = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;

/** Runs `work` for 0..count-1 with at most `parallel` at once. */
async function inParallel(count: number, parallel: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < count) await work(next++);
  }));
}

describe.each(testDialects())("A/B tests over HTTP on %s", (dialect) => {
  let server: TestServer;
  let clients: Record<Identity, BrowserLikeClient>;
  const db = () => server.database.db;
  const snapshot = async () => ({
    experiments: await db().selectFrom("experiments").selectAll().orderBy("id").execute(),
    pages: await db().selectFrom("pages").select(["id", "slug", "version"]).orderBy("id").execute(),
    publications: await db().selectFrom("publications").select("id").orderBy("id").execute(),
  });
  const post = (who: Who, body: Record<string, string>) => clients[who].request(SCREEN, { method: "POST", body: new URLSearchParams(body) });
  const visit = (index: number, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/acme`, { headers: { "User-Agent": CHROME, "X-Forwarded-For": addressOf(index), ...headers } });

  beforeAll(async () => {
    server = await startTestServer(dialect, { ADMIN_EMAILS: ADMIN_EMAIL, TRUST_PROXY: "loopback", LEAD_LIMIT_PER_ADDRESS: "1000", LEAD_LIMIT_PER_PROJECT: "100000" });
    clients = await signInEveryIdentity(server);
    const owner = await db().selectFrom("users").select("id").where("email", "=", "owner@example.com").executeTakeFirstOrThrow();
    const actor = { userId: owner.id, isAdmin: false };
    await publishLeadProject(db(), actor, () => publishProject(db(), actor, { projectId: "acme", origin: server.url, cssBuilder: pageCssBuilder, libraryImages: libraryImageSources }));
    await addEveryMemberRole(server, "acme");
  }, 120_000);
  afterAll(() => server.stop());

  it("GET: owners and editors get the start form, viewers and admins the results only, the rest are refused", async () => {
    for (const who of ["owner", "editor"] as const) {
      const page = await clients[who].request(SCREEN);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Copy the page into variants");
    }
    for (const who of ["viewer", "admin"] as const) {
      const page = await clients[who].request(SCREEN);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("No A/B tests yet");
      expect(html).not.toContain("Copy the page into variants");
    }
    for (const who of ["other", "leads"] as const) expect((await clients[who].request(SCREEN)).status).toBe(404);
    expect((await clients.anonymous.request(SCREEN)).headers.get("Location")).toBe(`/signin?${new URLSearchParams({ redirectTo: SCREEN })}`);
    expect((await clients.suspended.request(SCREEN)).headers.get("Location")).toBe("/unverified");
  });

  it("POST: only owners and editors start a test; a refused request changes nothing", async () => {
    const home = await db().selectFrom("pages").select("id").where("projectId", "=", "acme").executeTakeFirstOrThrow();
    const body = { intent: "create-test", pageId: home.id, variants: "2", split: "", goal: "lead", goalUrl: "" };
    const before = await snapshot();
    for (const who of ["other", "leads"] as const) expect((await post(who, body)).status).toBe(404);
    for (const who of ["viewer", "admin"] as const) expect((await post(who, body)).status).toBe(403);
    expect((await post("anonymous", body)).headers.get("Location")).toMatch(/^\/signin\?/);
    expect((await post("suspended", body)).headers.get("Location")).toBe("/unverified");
    expect((await post("editor", { ...body, split: "70/70" })).status).toBe(400);
    expect(await snapshot()).toEqual(before);
    expect((await post("editor", body)).status).toBe(303);
    expect(await db().selectFrom("experiments").select("status").execute()).toEqual([{ status: "draft" }]);
  });

  it(`splits ${VISITORS.toLocaleString("en")} visitors evenly, counts each once, leaves bots on A and attributes leads, then promotes B`, async () => {
    const experiment = await db().selectFrom("experiments").select("id").executeTakeFirstOrThrow();
    const copy = await db().selectFrom("experimentVariants").innerJoin("pages", "pages.id", "experimentVariants.pageId").select(["pages.id", "pages.version"]).where("label", "=", "B").executeTakeFirstOrThrow();
    const owner = await db().selectFrom("users").select("id").where("email", "=", "owner@example.com").executeTakeFirstOrThrow();
    await updatePageContent(db(), { userId: owner.id, isAdmin: false }, { projectId: "acme", pageId: copy.id, version: copy.version, sections: [{ ...CONTACT_SECTION, props: { ...CONTACT_SECTION.props, consentText: B_MARK } }] });
    expect((await post("editor", { intent: "start-test", experimentId: experiment.id })).status).toBe(303);

    const served: ("A" | "B")[] = [];
    await inParallel(VISITORS, 16, async (index) => {
      const response = await visit(index);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      served[index] = (await response.text()).includes(B_MARK) ? "B" : "A";
    });
    const b = served.filter((label) => label === "B").length;
    // 50% ± 2% is four standard deviations of a fair split of 10,000.
    expect(Math.abs(b / VISITORS - 0.5)).toBeLessThan(0.02);
    // The same visitor sees the same variant again, and is not counted twice.
    for (let index = 0; index < 200; index++) expect((await (await visit(index)).text()).includes(B_MARK) ? "B" : "A").toBe(served[index]);
    // Bots and prefetches get the control and are not counted.
    for (let index = 0; index < 200; index++) {
      expect(await (await visit(index, { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })).text()).not.toContain(B_MARK);
      expect(await (await visit(index, { "Sec-Purpose": "prefetch" })).text()).not.toContain(B_MARK);
    }

    // Leads from 300 visitors record the variant each was shown and count as its conversions.
    const leadsBy = { A: 0, B: 0 };
    for (let index = 0; index < 300; index++) {
      const answer = await fetch(`${server.url}/api/leads/acme?from=${await homeSlug()}`, {
        method: "POST",
        redirect: "manual",
        headers: { "User-Agent": CHROME, "X-Forwarded-For": addressOf(index), "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
        body: new URLSearchParams({ ...VALID_ANSWERS, email: `visitor${index}@example.com` }),
      });
      expect(answer.status).toBe(303);
      leadsBy[served[index] ?? "A"] += 1;
    }
    const leads = await db().selectFrom("leads").select(["experimentVariant", "fields"]).where("experimentId", "=", experiment.id).execute();
    expect(leads).toHaveLength(300);
    for (const lead of leads) expect(lead.experimentVariant).toBe(served[Number(/visitor(\d+)@/.exec(lead.fields.email ?? "")?.[1])]);

    const counts = async () => {
      const rows = await db().selectFrom("experimentDailyCounts").select(["label", "visitors", "conversions"]).where("experimentId", "=", experiment.id).execute();
      const sum = (label: string, key: "visitors" | "conversions") => rows.filter((row) => row.label === label).reduce((total, row) => total + Number(row[key]), 0);
      return { A: { visitors: sum("A", "visitors"), conversions: sum("A", "conversions") }, B: { visitors: sum("B", "visitors"), conversions: sum("B", "conversions") } };
    };
    const expected = { A: { visitors: VISITORS - b, conversions: leadsBy.A }, B: { visitors: b, conversions: leadsBy.B } };
    // Visitors are written in batches every few seconds.
    await expect.poll(counts, { timeout: 30_000, interval: 500 }).toEqual(expected);
    const results = await clients.viewer.request(`${SCREEN}?test=${experiment.id}`);
    expect(await results.text()).toMatch(/is ahead with \d+% probability/);

    expect((await post("viewer", { intent: "promote", experimentId: experiment.id, promote: "B" })).status).toBe(403);
    expect((await post("editor", { intent: "promote", experimentId: experiment.id, promote: "B" })).status).toBe(303);
    for (let index = 0; index < 50; index++) {
      const response = await visit(index);
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      expect(await response.text()).toContain(B_MARK);
    }
    expect(await db().selectFrom("experiments").select(["status", "winner"]).executeTakeFirstOrThrow()).toEqual({ status: "ended", winner: "B" });
  }, 600_000);

  const homeSlug = async () => (await db().selectFrom("pages").select("slug").where("projectId", "=", "acme").orderBy("position").executeTakeFirstOrThrow()).slug;
});
