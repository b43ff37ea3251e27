import { JSDOM } from "jsdom";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { createProject } from "~/features/projects/create-project.server";
import { PUBLICATIONS_CHANNEL } from "./publication-channel";

describe.each(testDialects())("a live site's own error pages on %s", (dialect) => {
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

  async function siteErrorPage(answer: Response) {
    const html = await answer.text();
    expect(html).not.toMatch(/pagewright/i);
    const { document } = new JSDOM(html).window;
    return {
      status: document.querySelector("main p")?.textContent,
      heading: document.querySelector("h1")?.textContent,
      detail: document.querySelector("h1 + p")?.textContent,
      title: document.title,
      header: document.querySelector("header")?.textContent,
      home: [...document.querySelectorAll("main a")].map((link) => link.getAttribute("href")),
    };
  }

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

  it("answers HEAD with the same status and no body, and other methods with the same page", async () => {
    const head = await visitor().request("/crumb/nope", { method: "HEAD" });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe("");
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      const answer = await visitor().request("/crumb/nope", { method, body: method === "POST" ? new URLSearchParams({ a: "b" }) : undefined });
      expect(answer.status, method).toBe(404);
      const page = await siteErrorPage(answer);
      expect(page, method).toMatchObject({ status: "404", heading: "Page not found: /crumb/nope", detail: "", title: "Page not found · Crumb & Co", home: ["/crumb"] });
      expect(page.header, method).toContain("Crumb & Co");
    }
  });

  it("answers a method a published page does not take with the site's own 405, saying which it takes", async () => {
    for (const path of ["/crumb", "/crumb/home"]) {
      const answer = await visitor().request(path, { method: "POST", body: new URLSearchParams({ a: "b" }) });
      expect(answer.status, path).toBe(405);
      expect(answer.headers.get("allow"), path).toBe("GET, HEAD, OPTIONS");
      expect(answer.headers.get("content-security-policy"), path).toContain("script-src 'none'");
      expect(await siteErrorPage(answer), path).toMatchObject({ status: "405", heading: "Method not allowed", detail: "", title: "Method not allowed · Crumb & Co", home: ["/crumb"] });
    }
    const options = await visitor().request("/crumb", { method: "OPTIONS" });
    expect(options.status).toBe(204);
  });

  it("answers a failure below the live site with the site's own 500, and its pages again once it is over", async () => {
    expect((await visitor().request("/crumb")).status).toBe(200);
    // The database really fails to give the site's documents; the change notice makes the node reload them.
    const reload = () => server.database.notifications.notify(PUBLICATIONS_CHANNEL, "crumb");
    await sql`alter table published_documents rename to published_documents_away`.execute(server.database.db);
    try {
      await reload();
      for (const path of ["/crumb", "/crumb/nope"]) {
        const answer = await visitor().request(path);
        expect(answer.status, path).toBe(500);
        expect(await siteErrorPage(answer), path).toMatchObject({ status: "500", heading: "Error occured", detail: "Please try again later.", title: "Error occured · Crumb & Co", home: ["/crumb"] });
      }
    } finally {
      await sql`alter table published_documents_away rename to published_documents`.execute(server.database.db);
    }
    await reload();
    expect((await visitor().request("/crumb")).status).toBe(200);
  });

  it("is not the answer of a site that is not live: that stays the product's 404", async () => {
    const answer = await visitor().request("/nosuchsite/nope");
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain("Page not found: /nosuchsite/nope");
  });
});
