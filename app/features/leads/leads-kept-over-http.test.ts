import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installationSecret } from "../../../db/installation-secrets";
import { testDialects } from "../../../db/test-database";
import { publishProject } from "~/features/publishing/publish-project.server";
import { pageCssBuilder } from "~/features/publishing/site-stylesheet.server";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { NO_MAIL_WARNING } from "~/features/projects/settings-texts";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { LEADS_SECRET_NAME } from "./capture-lead.server";
import { issueFillTimeToken } from "./fill-time-token.server";
import { publishLeadProject, VALID_ANSWERS } from "./test-fixtures";

const SUBMISSIONS = 1_000;
const CONCURRENCY = 25;
const THANKS = "Thanks, we will call you back.";

/** How one of the run's submissions is timed: sent at once with a token (autofill), after a few seconds, without a token, with a forged one, or by a bot filling the honeypot. */
const TIMINGS = ["instant", "slow", "no-token", "forged", "honeypot"] as const;
type Timing = (typeof TIMINGS)[number];

describe.each(testDialects())("no honest visitor's enquiry is refused, over HTTP on %s", (dialect) => {
  let server: TestServer;
  let secret: Buffer;
  let ownerClient: BrowserLikeClient;
  let homeSlug = "";
  const db = () => server.database.db;
  const leadCount = async () => Number((await db().selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const todaysCount = async () => {
    const row = await db().selectFrom("dailyLeadCounts").select("leads").where("projectId", "=", "acme").where("day", "=", new Date().toISOString().slice(0, 10)).executeTakeFirst();
    return Number(row?.leads ?? 0);
  };

  beforeAll(async () => {
    // The limits are far above the run, so nothing in it is refused for volume.
    server = await startTestServer(dialect, { LEAD_LIMIT_PER_ADDRESS: "100000", LEAD_LIMIT_PER_PROJECT: "100000" });
    ownerClient = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(ownerClient, { email: "owner@example.com", name: "Owner" });
    const user = await db().selectFrom("users").select("id").where("email", "=", "owner@example.com").executeTakeFirstOrThrow();
    const actor = { userId: user.id, isAdmin: false };
    await publishLeadProject(db(), actor, () => publishProject(db(), actor, { projectId: "acme", origin: server.url, cssBuilder: pageCssBuilder, libraryImages: libraryImageSources }));
    homeSlug = (await db().selectFrom("pages").select("slug").where("projectId", "=", "acme").executeTakeFirstOrThrow()).slug;
    secret = await installationSecret(db(), LEADS_SECRET_NAME);
  });
  afterAll(() => server.stop());

  function answersFor(timing: Timing, index: number): Record<string, string> {
    const now = Date.now();
    const answers: Record<string, string> = { ...VALID_ANSWERS, email: `visitor${index}@example.com`, idempotencyKey: `run-${dialect}-${index}` };
    if (timing === "instant") answers.token = issueFillTimeToken(secret, now - 340);
    if (timing === "slow") answers.token = issueFillTimeToken(secret, now - 4_000 - (index % 50) * 1_000);
    if (timing === "forged") answers.token = `${now.toString(36)}.AAAAAAAAAAAAAAAAAAAAAAAA`;
    if (timing === "honeypot") answers.website = "https://buy-now.example";
    return answers;
  }

  it("thanks a visitor whose form was filled at once and sent 0.34 s after loading, keeps the lead in the Spam folder, counts it in the day's figures, and Not spam brings it to the inbox", async () => {
    const tokenAnswer = await fetch(`${server.url}/api/lead-token`);
    const { token } = (await tokenAnswer.json()) as { token: string };
    const [leadsBefore, dayBefore] = [await leadCount(), await todaysCount()];
    await new Promise((resolve) => setTimeout(resolve, 340));
    const answer = await fetch(`${server.url}/api/leads/acme?from=${homeSlug}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ ...VALID_ANSWERS, name: "Autofill Ada", token, idempotencyKey: `autofill-${dialect}` }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, message: THANKS });
    expect(await leadCount()).toBe(leadsBefore + 1);
    expect(await todaysCount()).toBe(dayBefore + 1);
    const lead = await db().selectFrom("leads").select(["id", "spamReason", "sourcePath"]).where("idempotencyKey", "=", `c-autofill-${dialect}`).executeTakeFirstOrThrow();
    expect(lead).toEqual({ id: lead.id, spamReason: "too-fast", sourcePath: "/" });
    expect(await (await ownerClient.request("/project/acme/leads")).text()).not.toContain("Autofill Ada");
    const spamFolder = await (await ownerClient.request("/project/acme/leads?status=spam")).text();
    expect(spamFolder).toContain("Autofill Ada");
    expect(spamFolder).toContain("Suspected spam");
    const notSpam = await ownerClient.request("/project/acme/leads?status=spam", { method: "POST", body: new URLSearchParams({ intent: "not-spam", ids: lead.id }) });
    expect(notSpam.status).toBe(200);
    expect(await (await ownerClient.request("/project/acme/leads")).text()).toContain("Autofill Ada");
  });

  it(`loses none of ${SUBMISSIONS} submissions of mixed timings, JSON and plain form posts alike`, async () => {
    const [leadsBefore, dayBefore] = [await leadCount(), await todaysCount()];
    const statuses = new Map<string, number>();
    let next = 0;
    async function worker() {
      while (next < SUBMISSIONS) {
        const index = next++;
        const timing = TIMINGS[index % TIMINGS.length] as Timing;
        const answers = answersFor(timing, index);
        const asJson = index % 2 === 0;
        const answer = await fetch(`${server.url}/api/leads/acme?from=${homeSlug}`, {
          method: "POST",
          redirect: "manual",
          headers: { "Content-Type": asJson ? "application/json" : "application/x-www-form-urlencoded", Origin: server.url },
          body: asJson ? JSON.stringify(answers) : new URLSearchParams(answers).toString(),
        });
        await answer.arrayBuffer();
        const key = `${asJson ? "json" : "form"} ${answer.status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(Object.fromEntries(statuses)).toEqual({ "json 200": SUBMISSIONS / 2, "form 303": SUBMISSIONS / 2 });
    expect(await leadCount()).toBe(leadsBefore + SUBMISSIONS);
    expect(await todaysCount()).toBe(dayBefore + SUBMISSIONS);
    const flagged = await db()
      .selectFrom("leads")
      .select(["spamReason", (eb) => eb.fn.countAll<number>().as("n")])
      .where("idempotencyKey", "like", `c-run-${dialect}-%`)
      .groupBy("spamReason")
      .execute();
    const perTiming = SUBMISSIONS / TIMINGS.length;
    expect(Object.fromEntries(flagged.map((row) => [row.spamReason ?? "none", Number(row.n)]))).toEqual({
      none: 2 * perTiming,
      "too-fast": perTiming,
      "forged-token": perTiming,
      honeypot: perTiming,
    });
  });

  it("refuses over the rate limit only, with a Retry-After and a message that say when its window ends", async () => {
    const limited = await startTestServer(dialect, { LEAD_LIMIT_PER_ADDRESS: "1" });
    try {
      const client = new BrowserLikeClient(limited.url);
      await signInThroughLocalProvider(client, { email: "owner@example.com", name: "Owner" });
      const user = await limited.database.db.selectFrom("users").select("id").where("email", "=", "owner@example.com").executeTakeFirstOrThrow();
      const actor = { userId: user.id, isAdmin: false };
      await publishLeadProject(limited.database.db, actor, () => publishProject(limited.database.db, actor, { projectId: "acme", origin: limited.url, cssBuilder: pageCssBuilder, libraryImages: libraryImageSources }));
      const slug = (await limited.database.db.selectFrom("pages").select("slug").executeTakeFirstOrThrow()).slug;
      const post = (key: string) =>
        fetch(`${limited.url}/api/leads/acme?from=${slug}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: limited.url },
          body: JSON.stringify({ ...VALID_ANSWERS, idempotencyKey: key }),
        });
      expect((await post("first-message")).status).toBe(200);
      const refused = await post("second-message");
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      const windowEnd = Math.ceil((Math.floor(Date.now() / 600_000) + 1) * 600 - Date.now() / 1000);
      expect(Math.abs(retryAfter - windowEnd)).toBeLessThanOrEqual(2);
      const { message } = (await refused.json()) as { message: string };
      const minutes = Math.ceil(retryAfter / 60);
      expect(message).toMatch(retryAfter < 60 ? /Please try again in \d+ seconds?\.$/ : new RegExp(`Please try again in ${minutes} minutes?\\.$`));
      expect(await limited.database.db.selectFrom("leads").select("id").execute()).toHaveLength(1);
    } finally {
      await limited.stop();
    }
  });

  it("the settings screen keeps a notification email on a server that sends no mail, with a visible warning saying how to configure mail", async () => {
    const settings = await (await ownerClient.request("/project/acme/settings")).text();
    expect(settings).toContain(NO_MAIL_WARNING);
    expect(NO_MAIL_WARNING).toContain("SMTP_URL");
  });
});
