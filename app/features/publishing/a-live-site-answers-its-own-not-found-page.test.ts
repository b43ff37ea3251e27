import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { createProject } from "~/features/projects/create-project.server";

describe.each(testDialects())("a live site's not-found page on %s", (dialect) => {
  let server: TestServer;
  const visitor = () => new BrowserLikeClient(server.url);

  beforeAll(async () => {
    server = await startTestServer(dialect);
    const owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "baker@example.com", name: "Baker" });
    const user = await server.database.db.selectFrom("users").select("id").where("email", "=", "baker@example.com").executeTakeFirstOrThrow();
    await createProject(server.database.db, { userId: user.id, isAdmin: false }, { name: "Crumb & Co", id: "crumb", start: "starter" });
    const published = await owner.request("/project/crumb/publish", { method: "POST", body: new URLSearchParams({ intent: "publish" }) });
    expect(published.status).toBe(200);
  });
  afterAll(() => server.stop());

  it("is the site's own: its name, theme, header and a link to its home page, with no builder branding", async () => {
    const answer = await visitor().request("/crumb/nope?a=%20b");
    expect(answer.status).toBe(404);
    const html = await answer.text();
    const { document } = new JSDOM(html).window;
    expect(document.querySelector("h1")?.textContent).toBe("Page not found: /crumb/nope?a=%20b");
    expect(document.title).toBe("Page not found · Crumb & Co");
    expect(document.querySelector("header")?.textContent).toContain("Crumb & Co");
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    const home = [...document.querySelectorAll("main a")].map((link) => link.getAttribute("href"));
    expect(home).toEqual(["/crumb"]);
    // The header's links to the home page's sections still lead there.
    expect([...document.querySelectorAll("header a")].map((link) => link.getAttribute("href"))).toContain("/crumb#features");
    expect(html).not.toMatch(/pagewright/i);
    expect(html).not.toContain("/favicon.svg");
    expect(answer.headers.get("content-security-policy")).toContain("script-src 'none'");
  });

  it("keeps the fixed texts word for word, escaped, for every kind of unknown address below the site", async () => {
    const cases: Array<[string, string]> = [
      ["/crumb/bad_slug?x=1&y=%3Cb%3E", "Page Not Found: /crumb/bad_slug?x=1&y=%3Cb%3E"],
      ["/crumb/a/b/c", "Page not found: /crumb/a/b/c"],
      ["/crumb/nope/module", "Page not found: /crumb/nope/module"],
      ["/CRUMB/Nope", "Page not found: /CRUMB/Nope"],
    ];
    for (const [path, text] of cases) {
      const answer = await visitor().request(path);
      expect(answer.status, path).toBe(404);
      const html = await answer.text();
      expect(new JSDOM(html).window.document.querySelector("h1")?.textContent, path).toBe(text);
      expect(html, path).toContain(text.replace("&", "&amp;"));
    }
  });

  it("answers HEAD with the same status and no body, and leaves other methods to the product's plain 404", async () => {
    const head = await visitor().request("/crumb/nope", { method: "HEAD" });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe("");
    const post = await visitor().request("/crumb/nope", { method: "POST", body: new URLSearchParams({ a: "b" }) });
    expect(post.status).toBe(404);
    expect(await post.text()).toContain("Page not found: /crumb/nope");
  });

  it("is not the answer of a site that is not live: that stays the product's 404", async () => {
    const answer = await visitor().request("/nosuchsite/nope");
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain("Page not found: /nosuchsite/nope");
  });
});
