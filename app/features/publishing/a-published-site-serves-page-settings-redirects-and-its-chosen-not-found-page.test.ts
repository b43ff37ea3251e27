import { JSDOM } from "jsdom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { sampleImage } from "~/features/assets/testing/sample-images";
import { addRedirect } from "~/features/projects/add-redirect.server";
import { createPage } from "~/features/projects/create-page.server";
import { createProject } from "~/features/projects/create-project.server";
import { setNotFoundPage } from "~/features/projects/set-not-found-page.server";
import { updatePageSettings } from "~/features/projects/update-page-settings.server";
import { addServedDomain, requestOnHost, within } from "../../../server/custom-domains/test-fixtures";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

describe.each(testDialects())("page settings, redirects and the chosen not-found page on a published site on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  const visitor = () => new BrowserLikeClient(server.url);
  const publish = async () => expect((await owner.request("/project/pear/publish", { method: "POST", body: new URLSearchParams({ intent: "publish" }) })).status).toBe(200);
  const headOf = async (path: string) => new JSDOM(await (await visitor().request(path)).text()).window.document;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "pear@example.com", name: "Pear" });
    const user = await server.database.db.selectFrom("users").select("id").where("email", "=", "pear@example.com").executeTakeFirstOrThrow();
    const actor = { userId: user.id, isAdmin: false };
    const { db } = server.database;
    await createProject(db, actor, { name: "Pear", id: "pear", start: "starter" });
    const offer = await createPage(db, actor, { projectId: "pear", title: "Offer", slug: "offer" });
    const hidden = await createPage(db, actor, { projectId: "pear", title: "Hidden", slug: "hidden" });
    const lost = await createPage(db, actor, { projectId: "pear", title: "Lost in the orchard", slug: "lost" });
    await publish();

    const body = new FormData();
    body.append("files", new Blob([new Uint8Array(await sampleImage(1600, 1600, "png"))], { type: "image/png" }), "pear.png");
    const uploaded = (await (await owner.request("/project/pear/assets/upload", { method: "POST", body, headers: { Accept: "application/json" } })).json()) as { files: Array<{ asset?: { id: string } }> };
    const socialImageAssetId = uploaded.files[0]?.asset?.id ?? "";
    await updatePageSettings(db, actor, { projectId: "pear", pageId: offer.id, seoTitle: "Pears at half price", seoDescription: "Only this week.", socialImageAssetId, version: 1 });
    await updatePageSettings(db, actor, { projectId: "pear", pageId: hidden.id, noindex: "on", version: 1 });
    // Renamed through the editor's own rename form, with the redirect box ticked.
    const renamed = await owner.request("/editor/pear/offer", { method: "POST", body: new URLSearchParams({ intent: "rename", kind: "page", target: offer.id, name: "Offer", slug: "spring", version: "2", redirectOldPath: "on" }) });
    expect(renamed.status).toBe(303);
    await addRedirect(db, actor, { projectId: "pear", from: "/blog", to: "https://blog.example.com/pears", status: "302" });
    await setNotFoundPage(db, actor, { projectId: "pear", pageId: lost.id });
  }, 180_000);
  afterAll(() => server.stop());

  it("keeps serving the live version until the next publish: redirects go live with it", async () => {
    expect((await visitor().request("/pear/offer")).status).toBe(200);
    expect((await visitor().request("/pear/blog")).status).toBe(404);
    await publish();
    expect((await visitor().request("/pear/offer")).status).toBe(301);
  });

  it("publishes the SEO title, description and a 1200×630 social image with its absolute address and size", async () => {
    const document = await headOf("/pear/spring");
    expect(document.title).toBe("Pears at half price");
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe("Only this week.");
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    const image = document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "";
    expect(image).toMatch(new RegExp(`^${server.url}/media/.+\\.jpg$`));
    expect(document.querySelector('meta[property="og:image:width"]')?.getAttribute("content")).toBe("1200");
    expect(document.querySelector('meta[property="og:image:height"]')?.getAttribute("content")).toBe("630");
    const card = await visitor().request(image);
    expect(card.status).toBe(200);
    expect(await sharp(Buffer.from(await card.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
  });

  it("marks a noindex page for robots and leaves it out of the sitemap", async () => {
    expect((await headOf("/pear/hidden")).querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    const sitemap = await (await visitor().request("/pear/sitemap.xml")).text();
    expect(sitemap).toContain(`${server.url}/pear/spring<`);
    expect(sitemap).not.toContain("/pear/hidden");
  });

  it("redirects the old path to the new one, keeping the query, and other redirects to their addresses", async () => {
    const moved = await visitor().request("/pear/Offer/?utm_source=mail");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/pear/spring?utm_source=mail");
    const { response, visited } = await visitor().follow("/pear/offer");
    expect(response.status).toBe(200);
    expect(visited.at(-1)).toBe(`${server.url}/pear/spring`);
    const head = await visitor().request("/pear/blog", { method: "HEAD" });
    expect(head.status).toBe(302);
    expect(head.headers.get("location")).toBe("https://blog.example.com/pears");
    // A redirect answers reads only; other methods get the site's 405 or 404 as before.
    expect((await visitor().request("/pear/blog", { method: "POST" })).status).toBe(404);
  });

  it("shows the chosen not-found page with status 404 for unknown paths and at its own address, and leaves it out of the sitemap", async () => {
    for (const path of ["/pear/nope", "/pear/a/b/c", "/pear/nope?x=1"]) {
      const answer = await visitor().request(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("no-cache");
      expect(new JSDOM(await answer.text()).window.document.title, path).toBe("Lost in the orchard · Pear");
    }
    const head = await visitor().request("/pear/nope", { method: "HEAD" });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe("");
    // At its own address too, whether Node or the connection layer (a browser's whole request) answers, and on a domain.
    for (const headers of [{}, { "User-Agent": BROWSER }] as Record<string, string>[]) {
      const own = await visitor().request("/pear/lost", { headers });
      expect(own.status).toBe(404);
      expect(new JSDOM(await own.text()).window.document.title).toBe("Lost in the orchard · Pear");
    }
    await addServedDomain(server.database, { projectId: "pear", host: "pear.test", state: "verified", isPrimary: true });
    await within(1_000, async () => (await requestOnHost(server, "pear.test", "/")).status === 200);
    const onDomain = await requestOnHost(server, "pear.test", "/lost", { headers: { "User-Agent": BROWSER } });
    expect(onDomain.status).toBe(404);
    expect(onDomain.body).toContain("Lost in the orchard");
    expect((await requestOnHost(server, "pear.test", "/spring")).status).toBe(200);
    const sitemap = await (await visitor().request("/pear/sitemap.xml")).text();
    expect(sitemap).toContain(`${server.url}/pear/spring<`);
    expect(sitemap).not.toContain("/pear/lost");
  });
});
