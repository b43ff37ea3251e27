import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAssetStorage } from "../../app/features/assets/create-asset-storage.server";
import { libraryImageSources } from "../../app/features/assets/library-images.server";
import { CONTACT_SECTION, publishLeadProject, VALID_ANSWERS } from "../../app/features/leads/test-fixtures";
import { createPage } from "../../app/features/projects/create-page.server";
import { createProject } from "../../app/features/projects/create-project.server";
import { updatePageContent } from "../../app/features/projects/update-page-content.server";
import { publishProject } from "../../app/features/publishing/publish-project.server";
import { pageCssBuilder } from "../../app/features/publishing/site-stylesheet.server";
import { SITE_FONT_FILES } from "../../app/lib/site-typography";
import type { Actor } from "../../app/access/project-access.server";
import { testDialects } from "../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../testing/browser-like-client";
import { startTestServer, type TestServer } from "../testing/test-server";
import { addServedDomain, requestOnHost, within } from "./test-fixtures";

const HEADER = { id: "header1", type: "header", variant: "default", props: { siteName: "Crumb", links: [{ id: "about", label: "About", href: "/about" }, { id: "home", label: "Home", href: "/" }] } };

describe.each(testDialects())("a project served on its own domain on %s", (dialect) => {
  let server: TestServer;
  let owner: Actor;
  let port = "";
  const publish = (projectId: string) => publishProject(server.database.db, owner, { projectId, origin: server.url, cssBuilder: pageCssBuilder, libraryImages: libraryImageSources });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    port = new URL(server.url).port;
    await signInThroughLocalProvider(new BrowserLikeClient(server.url), { email: "baker@example.com", name: "Baker" });
    const { db } = server.database;
    owner = { userId: (await db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id, isAdmin: false };
    await publishLeadProject(db, owner, async () => undefined, "crumb");
    await createPage(db, owner, { projectId: "crumb", title: "About", slug: "about" });
    const home = await db.selectFrom("projects").innerJoin("pages", "pages.id", "projects.homePageId").select(["pages.id", "pages.version"]).where("projects.id", "=", "crumb").executeTakeFirstOrThrow();
    await updatePageContent(db, owner, { projectId: "crumb", pageId: home.id, sections: [HEADER, CONTACT_SECTION], version: home.version });
    await publish("crumb");
    await publishLeadProject(db, owner, (_db, _owner, projectId) => publish(projectId), "other");
    await addServedDomain(server.database, { projectId: "crumb", host: "crumb.test", state: "verified", isPrimary: true });
    await addServedDomain(server.database, { projectId: "crumb", host: "crumbandco.test", state: "verified", isPrimary: false });
    await addServedDomain(server.database, { projectId: "other", host: "other.test", state: "active", isPrimary: true });
    // Every node's host map reloads on the notifications, within a second.
    await within(1_000, async () => (await requestOnHost(server, "other.test", "/")).status === 200);
  });
  afterAll(() => server.stop());

  it("serves the home page at / and every page, module, sitemap, robots.txt and icon at its own path", async () => {
    const home = await requestOnHost(server, "crumb.test", "/");
    expect(home.status).toBe(200);
    expect(home.body).toContain("<title>Acme</title>");
    expect(home.headers["content-security-policy"]).toContain("form-action 'self'");
    for (const path of ["/about", "/about/", "/join/module", "/sitemap.xml", "/robots.txt", "/icon-192.png", "/apple-touch-icon.png"]) {
      expect((await requestOnHost(server, "crumb.test", path)).status, path).toBe(200);
    }
    expect((await requestOnHost(server, "CRUMB.test.:8443", "/about")).status).toBe(200);
  });

  it("has internal links that work on the domain, without the project's prefix", async () => {
    const home = (await requestOnHost(server, "crumb.test", "/")).body;
    expect(home).toContain('href="/about"');
    expect(home).toContain('action="/api/leads/crumb?from=');
    expect(home).not.toMatch(/href="\/crumb[/"#]/);
    expect(home).toContain('href="/"');
    expect((await requestOnHost(server, "crumb.test", "/about")).status).toBe(200);
    // The path-based address keeps its own links.
    const pathBased = await requestOnHost(server, `localhost:${port}`, "/crumb");
    expect(pathBased.body).toContain('href="/crumb/about"');
  });

  it("answers an unknown path on the domain with the site's own not-found page, never an app screen", async () => {
    for (const path of ["/nope", "/login", "/crumb", "/healthz", "/project/crumb"]) {
      const answer = await requestOnHost(server, "crumb.test", path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toContain(`Page not found: ${path}`);
      expect(answer.body, path).not.toMatch(/pagewright/i);
    }
    expect((await requestOnHost(server, "crumb.test", "/assets/whatever.js")).body).not.toMatch(/pagewright/i);
    // Messaging-button clicks are counted by the app, on its own host; another project's are no link of this site.
    const click = await requestOnHost(server, "crumb.test", "/go/crumb/token.signature");
    expect(click.status).toBe(302);
    expect(click.headers.location).toBe(`${server.url}/go/crumb/token.signature`);
    expect((await requestOnHost(server, "crumb.test", "/go/other/token.signature")).body).toBe("Not found");
  });

  it("serves images and the site's fonts on the domain", async () => {
    const storage = createAssetStorage({ kind: "local", dir: `${server.dataDir}/assets` });
    await storage.put("crumb/loaf.png", Buffer.from("not really a png"));
    const image = await requestOnHost(server, "crumb.test", "/media/crumb/loaf.png");
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect((await requestOnHost(server, "crumb.test", "/media/crumb/missing.png")).status).toBe(404);
    const [fontFile] = SITE_FONT_FILES.keys();
    const font = await requestOnHost(server, "crumb.test", `/site-fonts/${fontFile}`);
    expect(font.status).toBe(200);
    expect(font.headers["content-type"]).toBe("font/woff2");
    const unknownFont = await requestOnHost(server, "crumb.test", "/site-fonts/nope.woff2");
    expect(unknownFont.status).toBe(404);
    expect(unknownFont.body).toBe("Not found");
  });

  it("takes a lead posted from the domain's own page, and refuses one from another project's domain", async () => {
    const leads = async () => (await server.database.db.selectFrom("leads").select("id").where("projectId", "=", "crumb").execute()).length;
    const homeSlug = (await server.database.db.selectFrom("pages").select("slug").where("projectId", "=", "crumb").where("slug", "!=", "about").executeTakeFirstOrThrow()).slug;
    const post = (key: string, host: string, origin: string, projectId = "crumb") =>
      requestOnHost(server, host, `/api/leads/${projectId}?from=${homeSlug}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin },
        body: JSON.stringify({ ...VALID_ANSWERS, idempotencyKey: key }),
      });
    const before = await leads();
    expect((await post("domain-1", `crumb.test:${port}`, `http://crumb.test:${port}`)).status).toBe(200);
    expect((await post("domain-2", `localhost:${port}`, "https://crumbandco.test")).status).toBe(200);
    expect(await leads()).toBe(before + 2);
    expect((await post("foreign-1", `localhost:${port}`, "https://other.test")).status).toBe(403);
    expect((await post("foreign-2", `crumb.test:${port}`, "https://evil.example")).status).toBe(403);
    expect((await post("foreign-3", `other.test:${port}`, `http://other.test:${port}`, "crumb")).status).toBe(404);
    expect(await leads()).toBe(before + 2);
  });

  it("redirects a domain that is not the primary one, and the www twin, to the primary domain with path and query", async () => {
    const secondary = await requestOnHost(server, "crumbandco.test", "/about?ref=flyer");
    expect(secondary.status).toBe(301);
    expect(secondary.headers.location).toBe("http://crumb.test/about?ref=flyer");
    const www = await requestOnHost(server, "www.crumb.test", "/join/module?a=1&b=2");
    expect(www.status).toBe(301);
    expect(www.headers.location).toBe("http://crumb.test/join/module?a=1&b=2");
    const apexTwin = await requestOnHost(server, "www.other.test", "/");
    expect(apexTwin.headers.location).toBe("http://other.test/");
    const withPort = await requestOnHost(server, `crumbandco.test:${port}`, "/");
    expect(withPort.headers.location).toBe(`http://crumb.test:${port}/`);
  });

  it("answers unknown hosts with a plain 404, and the app's screens only on the app's host and machine addresses", async () => {
    for (const path of ["/", "/login", "/crumb", "/healthz", "/api/leads/crumb"]) {
      const answer = await requestOnHost(server, "unknown.test", path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toBe("Not found");
      expect(answer.headers["set-cookie"], path).toBeUndefined();
    }
    // A project's domain with nothing live is no site either.
    await createProject(server.database.db, owner, { name: "Quiet", id: "quiet" });
    await addServedDomain(server.database, { projectId: "quiet", host: "quiet.test", state: "active", isPrimary: true });
    // Known once its www twin redirects: an unknown host's 404 would look the same.
    await within(1_000, async () => (await requestOnHost(server, "www.quiet.test", "/")).status === 301);
    const quiet = await requestOnHost(server, "quiet.test", "/");
    expect(quiet.status).toBe(404);
    expect(quiet.body).toBe("Not found");
    const appScreen = await requestOnHost(server, `localhost:${port}`, "/about");
    expect(appScreen.status).toBe(200);
    expect(appScreen.body).toMatch(/pagewright/i);
    expect((await requestOnHost(server, "crumb.test", "/about")).body).not.toMatch(/pagewright/i);
    expect((await requestOnHost(server, `127.0.0.1:${port}`, "/healthz")).status).toBe(200);
    expect((await requestOnHost(server, `[::1]:${port}`, "/healthz")).status).toBe(200);
  });

  it("puts canonical, Open Graph and sitemap addresses on the primary domain once it is active, on the domain and at the path-based address", async () => {
    const before = await requestOnHost(server, `localhost:${port}`, "/crumb/about");
    expect(before.body).toContain(`<link rel="canonical" href="${server.url}/crumb/about"/>`);
    await server.database.db.updateTable("projectDomains").set({ state: "active" }).where("host", "=", "crumb.test").execute();
    await server.database.notifications.notify("pagewright_domains", "crumb.test");
    await within(1_000, async () => (await requestOnHost(server, "crumb.test", "/about")).body.includes("https://crumb.test/about"));
    for (const host of ["crumb.test", `localhost:${port}`]) {
      const about = await requestOnHost(server, host, host === "crumb.test" ? "/about" : "/crumb/about");
      expect(about.body, host).toContain('<link rel="canonical" href="https://crumb.test/about"/>');
      expect(about.body, host).toContain('<meta property="og:url" content="https://crumb.test/about"/>');
      expect(about.body, host).toContain('"url":"https://crumb.test/about"');
      expect(about.body, host).not.toContain(`${server.url}/crumb`);
      const sitemap = await requestOnHost(server, host, host === "crumb.test" ? "/sitemap.xml" : "/crumb/sitemap.xml");
      expect(sitemap.body, host).toContain("<loc>https://crumb.test/</loc>");
      expect(sitemap.body, host).toContain("<loc>https://crumb.test/about</loc>");
      const robots = await requestOnHost(server, host, host === "crumb.test" ? "/robots.txt" : "/crumb/robots.txt");
      expect(robots.body, host).toContain("Sitemap: https://crumb.test/sitemap.xml");
    }
    const home = await requestOnHost(server, "crumb.test", "/");
    expect(home.body).toContain('<link rel="canonical" href="https://crumb.test/"/>');
  });
});
