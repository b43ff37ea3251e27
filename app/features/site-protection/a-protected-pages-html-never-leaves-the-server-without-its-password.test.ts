import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { createProject } from "~/features/projects/create-project.server";
import { createPage } from "~/features/projects/create-page.server";
import { PASSWORD_ATTEMPTS_PER_ADDRESS } from "../../../server/published-site/protected-pages";
import { ENGLISH_VISITOR_TEXTS } from "~/lib/visitor-texts/visitor-text-catalogue";

const PASSWORD_FORM_HEADING = ENGLISH_VISITOR_TEXTS.passwordHeading;

const MARKER = "Secret offer 7c1";
const PASSWORD = "open sesame";
const form = (body: Record<string, string>) => new URLSearchParams(body);

describe.each(testDialects())("a protected page's HTML never leaves the server without its password on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  let pageId = "";
  let etag = "";
  let attempts = 0;
  const visitor = () => new BrowserLikeClient(server.url);
  const tryPassword = (client: BrowserLikeClient, password: string, path = "/shop/offer") => {
    attempts += 1;
    return client.request(path, { method: "POST", body: form({ password }) });
  };
  const overview = (body: Record<string, string>) => owner.request("/project/shop", { method: "POST", body: form(body) });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "owner@example.com", name: "Owner" });
    const { db } = server.database;
    const user = await db.selectFrom("users").select("id").where("email", "=", "owner@example.com").executeTakeFirstOrThrow();
    const actor = { userId: user.id, isAdmin: false };
    await createProject(db, actor, { name: "Shop", id: "shop", start: "starter" });
    pageId = (await createPage(db, actor, { projectId: "shop", title: MARKER, slug: "offer" })).id;
    expect((await owner.request("/project/shop/publish", { method: "POST", body: form({ intent: "publish" }) })).status).toBe(200);
    const open = await visitor().request("/shop/offer");
    expect(open.status).toBe(200);
    etag = open.headers.get("etag") ?? "";
    expect(await open.text()).toContain(MARKER);
    expect(await (await visitor().request("/shop")).text()).not.toContain(MARKER);
    const protect = await overview({ intent: "set-password", target: pageId, password: PASSWORD });
    expect(protect.status).toBe(303);
    // A loaded machine takes a while to sign four people in and publish.
  }, 120_000);
  afterAll(() => server.stop());

  it("answers GET, HEAD, conditional requests and crawlers with the password form, never the page", async () => {
    const get = await visitor().request("/shop/offer");
    expect(get.status).toBe(403);
    const html = await get.text();
    expect(html).toContain(PASSWORD_FORM_HEADING);
    expect(html).toContain('name="password"');
    expect(html).not.toContain(MARKER);
    expect(html).not.toContain("<script");
    expect(get.headers.get("cache-control")).toBe("no-store");
    expect(get.headers.get("x-robots-tag")).toBe("noindex");
    expect(get.headers.get("etag")).toBeNull();

    const head = await visitor().request("/shop/offer", { method: "HEAD" });
    expect(head.status).toBe(403);
    expect(await head.text()).toBe("");
    const conditional = await visitor().request("/shop/offer", { headers: { "If-None-Match": etag } });
    expect(conditional.status).toBe(403);
    expect(await conditional.text()).not.toContain(MARKER);
    const crawler = await visitor().request("/shop/offer", { headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } });
    expect(crawler.status).toBe(403);
    expect(await crawler.text()).not.toContain(MARKER);
    const forged = await visitor().request("/shop/offer", { headers: { Cookie: `pw-pass-${pageId}=99999999999.AAAA` } });
    expect(forged.status).toBe(403);
    // The rest of the site stays open.
    expect((await visitor().request("/shop")).status).toBe(200);
  });

  it("leaves the page out of the sitemap and out of the downloaded site", async () => {
    const sitemap = await (await visitor().request("/shop/sitemap.xml")).text();
    expect(sitemap).not.toContain("/shop/offer<");
    expect(sitemap).toContain("/shop</loc>");
    const zip = Buffer.from(await (await owner.request("/project/shop/export/site")).arrayBuffer());
    expect(zip.includes("index.html")).toBe(true);
    expect(zip.includes("offer.html")).toBe(false);
  });

  it("refuses empty, oversized and wrong passwords, and lets the right one in with a pass for this project only", async () => {
    const client = visitor();
    expect((await tryPassword(client, "")).status).toBe(400);
    expect((await tryPassword(client, "x".repeat(40 * 1024))).status).toBe(413);
    const wrong = await tryPassword(client, "guess");
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toContain(ENGLISH_VISITOR_TEXTS.passwordWrong);
    expect(client.cookies.size).toBe(0);

    const right = await tryPassword(client, PASSWORD);
    expect(right.status).toBe(303);
    expect(right.headers.get("location")).toBe("/shop/offer");
    const cookie = right.headers.get("set-cookie") ?? "";
    expect(cookie).toContain("Path=/shop;");
    expect(cookie).toContain("HttpOnly");
    const page = await client.request("/shop/offer");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-cache");
    expect(await page.text()).toContain(MARKER);
    expect((await client.request("/shop/offer", { headers: { "If-None-Match": etag } })).status).toBe(304);

    // A new password ends every pass given for the old one.
    expect((await overview({ intent: "set-password", target: pageId, password: "another one" })).status).toBe(303);
    expect((await client.request("/shop/offer")).status).toBe(403);
  });

  it("refuses passwords an owner sets empty or 40 KB long, or for a page of another project, and changes nothing", async () => {
    const before = await server.database.db.selectFrom("sitePasswords").selectAll().execute();
    expect((await overview({ intent: "set-password", target: pageId, password: "" })).status).toBe(400);
    expect((await overview({ intent: "set-password", target: pageId, password: "x".repeat(40 * 1024) })).status).toBe(400);
    expect((await overview({ intent: "set-password", target: "nosuchpage", password: PASSWORD })).status).toBe(404);
    const answer = await overview({ intent: "set-password", target: pageId, password: "zq9" });
    expect(answer.status).toBe(400);
    expect(await answer.text()).not.toContain("zq9");
    expect(await server.database.db.selectFrom("sitePasswords").selectAll().execute()).toEqual(before);
  });

  it("limits password attempts per address with 429, even for the right password", async () => {
    const client = visitor();
    while (attempts < PASSWORD_ATTEMPTS_PER_ADDRESS) expect((await tryPassword(client, "guess")).status).toBe(403);
    const limited = await tryPassword(client, "another one");
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Too many attempts from your address. Wait 10 minutes, then try again.");
    expect(client.cookies.size).toBe(0);
  });

  it("protects every page of the site with the whole site's password, and lets no copy be downloaded", async () => {
    expect((await overview({ intent: "set-password", target: "", password: PASSWORD })).status).toBe(303);
    const home = await visitor().request("/shop");
    expect(home.status).toBe(403);
    expect(await home.text()).toContain(PASSWORD_FORM_HEADING);
    expect((await visitor().request("/shop/nope")).status).toBe(403);
    expect((await visitor().request("/shop/robots.txt")).status).toBe(200);
    expect(await (await visitor().request("/shop/sitemap.xml")).text()).not.toContain("<url>");
    expect((await owner.request("/project/shop/export/site")).status).toBe(409);
    expect((await overview({ intent: "remove-password", target: "" })).status).toBe(303);
    expect((await overview({ intent: "remove-password", target: pageId })).status).toBe(303);
    const open = await visitor().request("/shop/offer");
    expect(open.status).toBe(200);
    expect(await open.text()).toContain(MARKER);
  });
});
