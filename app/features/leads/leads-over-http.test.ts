import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { publishProject } from "~/features/publishing/publish-project.server";
import { pageCssBuilder } from "~/features/publishing/site-stylesheet.server";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { parseCsv } from "./csv";
import { publishLeadProject, VALID_ANSWERS } from "./test-fixtures";

type Who = "owner" | "other" | "admin" | "visitor";

describe.each(testDialects())("leads over HTTP on %s", (dialect) => {
  let server: TestServer;
  const clients = {} as Record<Who, BrowserLikeClient>;
  let homeSlug = "";
  const db = () => server.database.db;
  const leadCount = async () => Number((await db().selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
  const postForm = (body: Record<string, string>, path = `/api/leads/acme?from=${homeSlug}`) =>
    clients.visitor.request(path, { method: "POST", body: new URLSearchParams(body), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  const postJson = (body: unknown, path = `/api/leads/acme?from=${homeSlug}`) =>
    clients.visitor.request(path, { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });

  beforeAll(async () => {
    server = await startTestServer(dialect, { ADMIN_EMAILS: "root@example.com", LEAD_LIMIT_PER_ADDRESS: "1000" });
    for (const who of ["owner", "other", "admin", "visitor"] as const) clients[who] = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(clients.owner, { email: "owner@example.com", name: "Owner" });
    await signInThroughLocalProvider(clients.other, { email: "other@example.com", name: "Other" });
    await signInThroughLocalProvider(clients.admin, { email: "root@example.com", name: "Root" });
    const owner = await db().selectFrom("users").select("id").where("email", "=", "owner@example.com").executeTakeFirstOrThrow();
    const publish = () => publishProject(db(), { userId: owner.id, isAdmin: false }, { projectId: "acme", origin: server.url, cssBuilder: pageCssBuilder, libraryImages: libraryImageSources });
    await publishLeadProject(db(), { userId: owner.id, isAdmin: false }, publish);
    homeSlug = (await db().selectFrom("pages").select("slug").where("projectId", "=", "acme").executeTakeFirstOrThrow()).slug;
  });
  afterAll(() => server.stop());

  it("publishes the form posting to the capture endpoint, with the enhancement script allowed by hash", async () => {
    const page = await clients.visitor.request("/acme");
    const html = await page.text();
    expect(html).toContain(`action="/api/leads/acme?from=${homeSlug}"`);
    expect(html).toContain('data-pw-lead="contact1"');
    expect(html).toContain('id="lead-sent-contact1"');
    expect(page.headers.get("content-security-policy")).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'self'; connect-src 'self'/);
  });

  it("without JavaScript: stores the lead and answers 303 back to the page at the success message", async () => {
    const before = await leadCount();
    const answer = await postForm(VALID_ANSWERS);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/acme#lead-sent-contact1");
    expect(await leadCount()).toBe(before + 1);
    const again = await postForm(VALID_ANSWERS);
    expect(again.status).toBe(303);
    expect(await leadCount()).toBe(before + 1);
  });

  it("without JavaScript: shows errors beside the same fields, pre-filled, on a page that posts again", async () => {
    const answer = await postForm({ ...VALID_ANSWERS, email: "ada@@example.com", name: "<script>alert(1)</script>" });
    expect(answer.status).toBe(422);
    expect(answer.headers.get("content-security-policy")).toContain("script-src 'none'");
    const html = await answer.text();
    expect(html).toContain("Use an email address like name@example.com.");
    expect(html).toContain('value="ada@@example.com"');
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>alert");
    expect(html).toContain(`action="/api/leads/acme?from=${homeSlug}"`);
    expect(html).toMatch(/<style>[^<]+<\/style>/);
  });

  it("with JavaScript: takes JSON, answers inline, and a retry with the same key makes no second lead", async () => {
    const tokenAnswer = await clients.visitor.request("/api/lead-token");
    expect(tokenAnswer.headers.get("cache-control")).toBe("no-store");
    const { token } = (await tokenAnswer.json()) as { token: string };
    expect(token).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{24}$/);
    const before = await leadCount();
    const body = { ...VALID_ANSWERS, email: "js@example.com", idempotencyKey: "1-2-3-4-5-6-7-8" };
    // Sent at once, as autofill does: thanked like anyone else, kept, and flagged.
    const fast = await postJson({ ...body, token });
    expect(fast.status).toBe(200);
    expect(await fast.json()).toEqual({ ok: true, message: "Thanks, we will call you back." });
    const retried = await postJson(body);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ ok: true, message: "Thanks, we will call you back." });
    expect(await leadCount()).toBe(before + 1);
    const kept = await db().selectFrom("leads").select("spamReason").where("idempotencyKey", "=", "c-1-2-3-4-5-6-7-8").executeTakeFirstOrThrow();
    expect(kept.spamReason).toBe("too-fast");
    const invalid = await postJson({ ...body, idempotencyKey: "other-key-1", phone: "nope" });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toMatchObject({ ok: false, errors: { phone: "Use a phone number like +44 20 7946 0000." } });
  });

  it("a module's form redirects where the section says, and a filled honeypot is thanked and kept as suspected spam", async () => {
    const fromModule = await postForm({ sectionId: "signup", email: "mod@example.com" }, "/api/leads/acme?from=join/module");
    expect(fromModule.status).toBe(303);
    expect(fromModule.headers.get("location")).toBe("https://example.com/thanks");
    const bot = await postJson({ ...VALID_ANSWERS, name: "Bot Builder", website: "http://buy.example", idempotencyKey: "bot-key-123" });
    expect(bot.status).toBe(200);
    expect(await bot.json()).toEqual({ ok: true, message: "Thanks, we will call you back." });
    const kept = await db().selectFrom("leads").select("spamReason").where("idempotencyKey", "=", "c-bot-key-123").executeTakeFirstOrThrow();
    expect(kept.spamReason).toBe("honeypot");
  });

  it("never answers 5xx to fuzzed bodies, wrong content types, oversized fields or unknown projects", async () => {
    const before = await leadCount();
    const hostile: { path: string; init: RequestInit }[] = [
      { path: "/api/leads/acme", init: { method: "POST", body: "sectionId=contact1", headers: { "Content-Type": "application/x-www-form-urlencoded" } } },
      { path: `/api/leads/acme?from=${homeSlug}`, init: { method: "POST", body: "x", headers: { "Content-Type": "text/plain" } } },
      { path: `/api/leads/acme?from=${homeSlug}`, init: { method: "POST", body: "--x\r\n", headers: { "Content-Type": "multipart/form-data; boundary=x" } } },
      { path: `/api/leads/acme?from=${homeSlug}`, init: { method: "POST", body: "{\"sectionId\":", headers: { "Content-Type": "application/json" } } },
      { path: `/api/leads/acme?from=${homeSlug}`, init: { method: "POST", body: JSON.stringify({ sectionId: ["contact1"] }), headers: { "Content-Type": "application/json" } } },
      { path: `/api/leads/acme?from=${homeSlug}`, init: { method: "POST", body: new URLSearchParams({ ...VALID_ANSWERS, message: "x".repeat(70_000) }), headers: { "Content-Type": "application/x-www-form-urlencoded" } } },
      { path: "/api/leads/nosuchproject?from=home", init: { method: "POST", body: new URLSearchParams(VALID_ANSWERS) } },
      { path: "/api/leads/1bad?from=home", init: { method: "POST", body: new URLSearchParams(VALID_ANSWERS) } },
      { path: `/api/leads/acme?from=../../etc`, init: { method: "POST", body: new URLSearchParams(VALID_ANSWERS) } },
      { path: `/api/leads/acme?from=${homeSlug}`, init: { method: "GET" } },
    ];
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const alphabet = ["=", "&", "%", "%00", "%ZZ", "\u0000", "🚀", "\ud800", "sectionId", "contact1", "name", "email", "@", "+", "[", "{", '"', "\n"];
    for (let index = 0; index < 60; index += 1) {
      const body = Array.from({ length: 1 + Math.floor(random() * 40) }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
      const type = random() < 0.5 ? "application/x-www-form-urlencoded" : "application/json";
      hostile.push({ path: `/api/leads/acme?from=${homeSlug}`, init: { method: "POST", body: `sectionId=contact1&${body}`, headers: { "Content-Type": type } } });
    }
    for (const { path, init } of hostile) {
      const answer = await clients.visitor.request(path, init);
      expect(answer.status, `${init.method} ${path} ${String(init.body).slice(0, 60)}`).toBeLessThan(500);
    }
    const oversized = await postForm({ ...VALID_ANSWERS, message: "x".repeat(70_000) });
    expect(oversized.status).toBe(413);
    expect(await leadCount()).toBe(before);
  });

  it("shows the owner the inbox and a CSV that parses back, neutralised", async () => {
    const inbox = await clients.owner.request("/project/acme/leads");
    expect(inbox.status).toBe(200);
    const html = await inbox.text();
    expect(html).toContain("Ada Lovelace");
    // A lead from the home page is labelled with the address visitors used, not the page's slug.
    expect(html).toContain('<span class="mt-0.5 flex flex-wrap gap-x-3 text-xs text-neutral-600"><span>/</span>');
    expect(html).not.toContain(`/${homeSlug}</span>`);
    const spamTab = await (await clients.owner.request("/project/acme/leads?status=spam")).text();
    expect(spamTab).toContain("Bot Builder");
    expect(spamTab).toContain("Suspected spam");
    // The honeypot's lead and the one sent too fast; nothing sent normally.
    expect(spamTab.match(/aria-label="Select the lead from [^"]+"/g)).toEqual(['aria-label="Select the lead from Bot Builder"', 'aria-label="Select the lead from Ada Lovelace"']);
    const exported = await clients.owner.request("/project/acme/leads/export?q=lovelace");
    expect(exported.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = Buffer.from(await exported.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString("utf8"));
    expect(rows[0]).toEqual([
      ...["Received (UTC)", "Status", "Source", "Name", "Email", "Phone", "Message", "Company", "Budget", "Consent", "Suspected spam"],
      ...["Traffic source", "UTM source", "UTM medium", "UTM campaign", "UTM term", "UTM content", "gclid", "fbclid", "Referring site", "Landing page", "A/B test variant", "Embedded on", "Language"],
    ]);
    expect(rows.slice(1).map((row) => [row[2], row[3], row[8], row[10]])).toEqual([["/", "Ada Lovelace", "'=1+2", ""]]);
    // Suspected spam is exported from its folder.
    const spam = parseCsv(Buffer.from(await (await clients.owner.request("/project/acme/leads/export?q=lovelace&status=spam")).arrayBuffer()).toString("utf8"));
    expect(spam.slice(1).map((row) => [row[2], row[3], row[8], row[10]])).toEqual([["/", "Ada Lovelace", "'=1+2", "yes"]]);
  });

  it("without JavaScript: the campaign of the page the form was sent from comes with the lead, from its Referer", async () => {
    const answer = await clients.visitor.request(`/api/leads/acme?from=${homeSlug}`, {
      method: "POST",
      body: new URLSearchParams({ ...VALID_ANSWERS, name: "Referer Rita" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Referer: `${server.url}/acme?utm_source=newsletter&utm_campaign=spring` },
    });
    expect(answer.status).toBe(303);
    const lead = await db().selectFrom("leads").select(["utmSource", "utmCampaign", "landingPath", "referrerHost"]).where("searchText", "like", "%referer rita%").executeTakeFirstOrThrow();
    expect(lead).toEqual({ utmSource: "newsletter", utmCampaign: "spring", landingPath: "/", referrerHost: null });
  });

  it("only the owner marks a lead Not spam; every other identity changes nothing", async () => {
    const flagged = await postJson({ ...VALID_ANSWERS, name: "Flagged Fiona", website: "autofilled", idempotencyKey: `flagged-fiona-${dialect}` });
    expect(flagged.status).toBe(200);
    const lead = await db().selectFrom("leads").select(["id", "spamReason"]).where("searchText", "like", "%flagged fiona%").executeTakeFirstOrThrow();
    expect(lead.spamReason).toBe("honeypot");
    const notSpam = (who: Who) => clients[who].request("/project/acme/leads?status=spam", { method: "POST", body: new URLSearchParams({ intent: "not-spam", ids: lead.id }) });
    expect((await notSpam("other")).status).toBe(404);
    expect((await notSpam("admin")).status).toBe(403);
    expect((await notSpam("visitor")).status).toBe(302);
    expect((await db().selectFrom("leads").select("spamReason").where("id", "=", lead.id).executeTakeFirstOrThrow()).spamReason).toBe("honeypot");
    const owner = await notSpam("owner");
    expect(owner.status).toBe(200);
    expect(await owner.text()).toContain("1 lead moved to the inbox.");
    expect(await db().selectFrom("leads").select(["spamReason", "status"]).where("id", "=", lead.id).executeTakeFirstOrThrow()).toEqual({ spamReason: null, status: "new" });
  });

  it("another partner can neither read, export nor change the leads; an admin reads and exports but cannot change", async () => {
    const lead = await db().selectFrom("leads").select(["id", "status"]).where("projectId", "=", "acme").executeTakeFirstOrThrow();
    const change = (who: Who) => clients[who].request("/project/acme/leads", { method: "POST", body: new URLSearchParams({ intent: "archive", ids: lead.id }) });
    expect((await clients.other.request("/project/acme/leads")).status).toBe(404);
    expect((await clients.other.request("/project/acme/leads/export")).status).toBe(404);
    expect((await change("other")).status).toBe(404);
    expect((await clients.admin.request("/project/acme/leads")).status).toBe(200);
    expect((await clients.admin.request("/project/acme/leads/export")).status).toBe(200);
    expect((await change("admin")).status).toBe(403);
    expect((await clients.visitor.request("/project/acme/leads/export")).status).toBe(302);
    const unchanged = await db().selectFrom("leads").select("status").where("id", "=", lead.id).executeTakeFirstOrThrow();
    expect(unchanged.status).toBe(lead.status);
    expect((await change("owner")).status).toBe(200);
    expect((await db().selectFrom("leads").select("status").where("id", "=", lead.id).executeTakeFirstOrThrow()).status).toBe("archived");
  });
});
