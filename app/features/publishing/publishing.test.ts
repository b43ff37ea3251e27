import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { createProject } from "~/features/projects/create-project.server";
import { createModule } from "~/features/projects/create-module.server";
import { createPage } from "~/features/projects/create-page.server";
import { updateModuleContent } from "~/features/projects/update-module-content.server";
import { updatePageContent } from "~/features/projects/update-page-content.server";
import type { Actor } from "~/access/project-access.server";
import { sampleImage } from "~/features/assets/testing/sample-images";

describe.each(testDialects())("publishing and the public site on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  let actor: Actor;
  let homePageId: string;
  const visitor = () => new BrowserLikeClient(server.url);

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "publisher@example.com", name: "Publisher" });
    const user = await server.database.db.selectFrom("users").select("id").where("email", "=", "publisher@example.com").executeTakeFirstOrThrow();
    actor = { userId: user.id, isAdmin: false };
    ({ homePageId } = await createProject(server.database.db, actor, { name: "Bakery", id: "bakery", start: "starter" }));
    await createPage(server.database.db, actor, { projectId: "bakery", title: "About us", slug: "about" });
  });
  afterAll(() => server.stop());

  async function publish(intent = "publish", extra: Record<string, string> = {}) {
    const answer = await owner.request("/project/bakery/publish", { method: "POST", body: new URLSearchParams({ intent, ...extra }) });
    return { status: answer.status, body: (await answer.json()) as { ok: boolean; message: string } };
  }

  async function setHeroTitle(title: string) {
    const page = await server.database.db.selectFrom("pages").select(["sections", "version"]).where("id", "=", homePageId).executeTakeFirstOrThrow();
    const sections = page.sections.map((section) => (section.type === "hero" ? { ...section, props: { ...section.props, title } } : section));
    await updatePageContent(server.database.db, actor, { projectId: "bakery", pageId: homePageId, sections, version: page.version });
  }

  it("answers the product's 404 for an unpublished project, an unknown project and an unknown page", async () => {
    for (const path of ["/bakery", "/bakery/about", "/nosuchproject", "/nosuchproject/page"]) {
      const answer = await visitor().request(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).toContain(`Page not found: ${path}`);
    }
  });

  it("publishes every page as a complete document that a visitor without a session sees", async () => {
    const result = await publish();
    expect(result).toMatchObject({ status: 200, body: { ok: true, message: "Published as version 1." } });
    const answer = await visitor().request("/bakery");
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><meta charSet="utf-8"\/>/);
    expect(html).toContain("<title>Bakery</title>");
    expect(html).toContain(`<link rel="canonical" href="${server.url}/bakery"/>`);
    expect(html).toContain('<meta property="og:title" content="Bakery"/>');
    expect(html).toContain("Bakery, made simple");
    // No description was written anywhere: the page's first text stands in for it.
    expect(html).toContain('<meta name="description" content="Tell visitors in one sentence what you offer and why it matters to them.');
    expect(html).toContain("<main");
    expect(html).not.toContain("/assets/root-");
    // The starter's contact form brings the lead form script, allowed by its hash and nothing else.
    expect(answer.headers.get("content-security-policy")).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'; form-action/);
    expect(answer.headers.get("x-frame-options")).toBe("DENY");
    expect((await visitor().request("/bakery/about")).status).toBe(200);
    expect((await visitor().request("/BAKERY/About")).status).toBe(200);
  });

  it("keeps showing the published version while the partner edits, until the next publish", async () => {
    await publish();
    await setHeroTitle("Fresh bread every morning");
    expect(await (await visitor().request("/bakery")).text()).not.toContain("Fresh bread every morning");
    const state = (await (await owner.request("/project/bakery/publish")).json()) as { pages: Record<string, string> };
    expect(state.pages[homePageId]).toBe("changed");
    await publish();
    expect(await (await visitor().request("/bakery")).text()).toContain("Fresh bread every morning");
    const after = (await (await owner.request("/project/bakery/publish")).json()) as { pages: Record<string, string> };
    expect(after.pages[homePageId]).toBe("live");
  });

  it("rolls back to an earlier publication and takes the project offline on unpublish", async () => {
    await setHeroTitle("Version with croissants");
    await publish();
    const state = (await (await owner.request("/project/bakery/publish")).json()) as { publications: Array<{ id: string; number: number; isLive: boolean }> };
    const [latest, previous] = state.publications;
    expect(latest?.isLive).toBe(true);
    const rolledBack = await publish("rollback", { publicationId: previous?.id ?? "" });
    expect(rolledBack.body.message).toBe(`Version ${previous?.number} is live again.`);
    expect(await (await visitor().request("/bakery")).text()).not.toContain("Version with croissants");

    expect((await publish("unpublish")).status).toBe(200);
    const offline = await visitor().request("/bakery");
    expect(offline.status).toBe(404);
    expect(await offline.text()).toContain("Page not found: /bakery");
    expect((await publish("rollback", { publicationId: latest?.id ?? "" })).status).toBe(200);
    expect(await (await visitor().request("/bakery")).text()).toContain("Version with croissants");
  });

  it("serves brotli and gzip bodies, HEAD, and answers 304 to a fresh ETag and 200 to a stale one", async () => {
    const raw = await fetch(`${server.url}/bakery`, { headers: { "Accept-Encoding": "identity" } });
    const html = await raw.text();
    const etag = raw.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(raw.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const { request } = await import("node:http");
    const fetchRaw = (headers: Record<string, string>, method = "GET") =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const outgoing = request(`${server.url}/bakery`, { method, headers }, (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
        });
        outgoing.on("error", reject);
        outgoing.end();
      });
    const br = await fetchRaw({ "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    const gz = await fetchRaw({ "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(html);
    const noBr = await fetchRaw({ "Accept-Encoding": "br;q=0, gzip" });
    expect(noBr.headers["content-encoding"]).toBe("gzip");
    const head = await fetchRaw({ "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(br.body.length);
    const fresh = await fetchRaw({ "If-None-Match": etag });
    expect(fresh.status).toBe(304);
    expect(fresh.body.length).toBe(0);
    const stale = await fetchRaw({ "If-None-Match": '"stale-etag"' });
    expect(stale.status).toBe(200);
  });

  it("publishes a sitemap and robots.txt per project", async () => {
    const sitemap = await (await visitor().request("/bakery/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${server.url}/bakery</loc>`);
    expect(sitemap).toContain(`<loc>${server.url}/bakery/about</loc>`);
    const robots = await visitor().request("/bakery/robots.txt");
    expect(robots.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await robots.text()).toBe(`User-agent: *\nAllow: /\nSitemap: ${server.url}/bakery/sitemap.xml\n`);
  });

  it("refuses publishing to another partner (404) and to signed-out visitors (sign-in)", async () => {
    const other = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(other, { email: "other@example.com", name: "Other" });
    const refused = await other.request("/project/bakery/publish", { method: "POST", body: new URLSearchParams({ intent: "publish" }) });
    expect(refused.status).toBe(404);
    const anonymous = await visitor().request("/project/bakery/publish", { method: "POST", body: new URLSearchParams({ intent: "publish" }) });
    expect(anonymous.status).toBe(302);
  });
  it("publishes library images with their WebP variants as srcset, served from /media", async () => {
    const body = new FormData();
    body.append("files", new Blob([new Uint8Array(await sampleImage(1600, 900, "jpeg"))], { type: "image/jpeg" }), "loaf.jpg");
    const uploaded = (await (await owner.request("/project/bakery/assets/upload", { method: "POST", body, headers: { Accept: "application/json" } })).json()) as {
      files: Array<{ ok: boolean; asset?: { id: string; url: string } }>;
    };
    const asset = uploaded.files[0]?.asset;
    expect(asset).toBeDefined();
    const page = await server.database.db.selectFrom("pages").select(["sections", "version"]).where("id", "=", homePageId).executeTakeFirstOrThrow();
    const image = { assetId: asset?.id, src: asset?.url, alt: "A loaf of sourdough", width: 1600, height: 900 };
    const sections = page.sections.map((section) => (section.type === "hero" ? { ...section, props: { ...section.props, image } } : section));
    await updatePageContent(server.database.db, actor, { projectId: "bakery", pageId: homePageId, sections, version: page.version });
    await publish();

    const html = await (await visitor().request("/bakery")).text();
    const img = /<img[^>]*alt="A loaf of sourdough"[^>]*>/.exec(html)?.[0] ?? "";
    const srcset = /srcSet="([^"]+)"/.exec(img)?.[1] ?? "";
    expect(srcset.split(", ").length).toBeGreaterThan(1);
    for (const candidate of srcset.split(", ")) expect(candidate).toMatch(/^\/media\/\S+ \d+w$/);
    // The starter's hero shows its picture in one of two padded columns, not across the window.
    expect(img).toContain('sizes="(min-width: 1152px) 520px, (min-width: 768px) calc(50vw - 56px), calc(100vw - 40px)"');
    expect(img).toContain('fetchPriority="high"');
    expect(img).toContain('width="1600"');
    const variant = srcset.split(", ")[0]?.split(" ")[0] ?? "";
    const served = await visitor().request(variant);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
  });

  it("gives a page that shows a module exactly one h1, the page's own, with the module's hero as an h2", async () => {
    const banner = await createModule(server.database.db, actor, { projectId: "bakery", name: "Banner", slug: "banner" });
    const moduleHero = { id: "mhero1", type: "hero", variant: "default", props: { title: "From the module" } };
    await updateModuleContent(server.database.db, actor, { projectId: "bakery", moduleId: banner.id, sections: [moduleHero], version: banner.version });
    const landing = await createPage(server.database.db, actor, { projectId: "bakery", title: "Landing", slug: "landing" });
    const sections = [
      { id: "ref1", type: "module-reference", variant: "default", props: { moduleId: banner.id } },
      { id: "hero1", type: "hero", variant: "default", props: { title: "The page's own" } },
    ];
    await updatePageContent(server.database.db, actor, { projectId: "bakery", pageId: landing.id, sections, version: landing.version });
    await publish();
    const html = await (await visitor().request("/bakery/landing")).text();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>The page&#x27;s own<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>From the module<\/h2>/);
  });

  it("counts page views on the server, without bots and prefetches", async () => {
    await createPage(server.database.db, actor, { projectId: "bakery", title: "Visit me", slug: "visit-me" });
    await publish();
    const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
    await visitor().request("/bakery/visit-me", { headers: { "User-Agent": browser } });
    await visitor().request("/bakery/visit-me", { headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } });
    await visitor().request("/bakery/visit-me", { headers: { "User-Agent": browser, "Sec-Purpose": "prefetch" } });
    await visitor().request("/bakery/visit-me", { method: "HEAD", headers: { "User-Agent": browser } });
    // Views are written in batches; stopping the server writes the last one.
    await server.stopServing();
    const rows = await server.database.db.selectFrom("pageViews").selectAll().where("projectId", "=", "bakery").where("path", "=", "visit-me").execute();
    expect(rows.map((row) => row.views)).toEqual([1]);
    expect(rows[0]?.day).toBe(new Date().toISOString().slice(0, 10));
  });
});
