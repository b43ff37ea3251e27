import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { updatePageContent } from "../../app/features/projects/update-page-content.server";
import { testDialects } from "../../db/test-database";
import { publishStarterProject, requestSite, startSiteServer, type SiteServer } from "./test-fixtures";

const SITES = ["alpha", "bravo", "charlie", "delta", "echo"];

describe.each(testDialects())("the published-site cache bounded by bytes on %s", (dialect) => {
  let server: SiteServer;
  /** Each site's home document as stored, to compare what is served with. */
  const stored = new Map<string, { etag: string; html: string }>();

  async function storedDocument(projectId: string, path: string) {
    const row = await server.db
      .selectFrom("publishedDocuments")
      .innerJoin("projects", "projects.livePublicationId", "publishedDocuments.publicationId")
      .select(["etag", "body", "bodyBr"])
      .where("projects.id", "=", projectId)
      .where("path", "=", path)
      .executeTakeFirstOrThrow();
    return { etag: row.etag, html: Buffer.from(row.body).toString("utf8"), brotliBytes: row.bodyBr.length };
  }
  const storedHome = (projectId: string) => storedDocument(projectId, "");

  async function expectServedAsStored(projectId: string) {
    const answer = await requestSite(`${server.url}/${projectId}`, { headers: { "Accept-Encoding": "br" } });
    expect(answer.status, projectId).toBe(200);
    const expected = stored.get(projectId);
    expect(answer.headers.etag, projectId).toBe(expected?.etag);
    expect(brotliDecompressSync(answer.body).toString("utf8"), projectId).toBe(expected?.html);
  }

  beforeAll(async () => {
    server = await startSiteServer(dialect, { cacheBytes: 1 });
    for (const [index, projectId] of SITES.entries()) {
      await publishStarterProject(server, projectId, `Site ${index}`);
      stored.set(projectId, await storedHome(projectId));
    }
  });
  afterAll(() => server.stop());

  it("keeps nothing under a bound smaller than one site, and still serves every site its own document", async () => {
    for (const projectId of [...SITES, ...SITES]) await expectServedAsStored(projectId);
    expect(server.site.cache.projects).toBe(0);
    expect(server.site.cache.bytes).toBe(0);
  });

  it("holds at most its bound, evicting the least recently used site, and a site read again after eviction is its own and current", async () => {
    const sized = await startSiteServer(dialect);
    try {
      await publishStarterProject(sized, "sizer", "Sizer");
      await requestSite(`${sized.url}/sizer`, { headers: { "Accept-Encoding": "br" } });
      const oneSite = sized.site.cache.bytes;
      expect(oneSite).toBeGreaterThan(0);
      await server.restartSite(Math.floor(oneSite * 2.5));
      try {
        for (const projectId of SITES) {
          await expectServedAsStored(projectId);
          expect(server.site.cache.bytes).toBeLessThanOrEqual(Math.floor(oneSite * 2.5));
        }
        expect(server.site.cache.projects).toBe(2);
        // The two used last are kept; the first is read again, and evicts the least recently used.
        await expectServedAsStored("alpha");
        expect(server.site.cache.projects).toBe(2);
        // A gzip form made on demand counts too, and the bound still holds.
        await requestSite(`${server.url}/echo`, { headers: { "Accept-Encoding": "gzip" } });
        expect(server.site.cache.bytes).toBeLessThanOrEqual(Math.floor(oneSite * 2.5));
        for (const projectId of [...SITES].reverse()) await expectServedAsStored(projectId);
      } finally {
        await server.restartSite(1);
      }
    } finally {
      await sized.stop();
    }
  });

  it("reads a page when it is first asked for, once however many ask at the same time, and serves it as stored", async () => {
    const about = await storedDocument("alpha", "about");
    const askForAbout = (times: number) => Promise.all(Array.from({ length: times }, () => requestSite(`${server.url}/alpha/about`, { headers: { "Accept-Encoding": "br" } })));
    /** What the cache grows by when the About page is asked for `times` at once after the home page. */
    async function aboutGrowth(times: number) {
      await server.restartSite();
      await expectServedAsStored("alpha");
      const withHome = server.site.cache.bytes;
      for (const answer of await askForAbout(times)) {
        expect(answer.status).toBe(200);
        expect(answer.headers.etag).toBe(about.etag);
        expect(brotliDecompressSync(answer.body).toString("utf8")).toBe(about.html);
      }
      return server.site.cache.bytes - withHome;
    }
    try {
      const once = await aboutGrowth(1);
      // Reading the site did not read the About page: asking for it adds at least its brotli body…
      expect(once).toBeGreaterThanOrEqual(about.brotliBytes);
      // …and eight requests at once read and count it once.
      expect(await aboutGrowth(8)).toBe(once);
    } finally {
      await server.restartSite(1);
    }
  });

  it.each([
    ["cached", undefined],
    ["cached two at a time, evicted in turn", 2],
  ])("never serves a publication replaced while its site was %s", async (_label, sites) => {
    // Sites differ a little in size: room for two and a half of the first holds two of any.
    await server.restartSite(sites === undefined ? undefined : Math.floor((sites + 0.5) * (await oneSiteBytes())));
    for (const projectId of SITES) await expectServedAsStored(projectId);
    expect(server.site.cache.projects).toBe(sites ?? SITES.length);
    for (const projectId of SITES) {
      const home = await server.db.selectFrom("projects").innerJoin("pages", "pages.id", "projects.homePageId").select(["pages.id", "pages.version", "pages.sections"]).where("projects.id", "=", projectId).executeTakeFirstOrThrow();
      const sections = home.sections.map((section) => (section.type === "hero" ? { ...section, props: { ...section.props, title: `Fresh ${projectId}` } } : section));
      await updatePageContent(server.db, server.owner, { projectId, pageId: home.id, sections, version: home.version });
      await server.publish(projectId);
      stored.set(projectId, await storedHome(projectId));
      expect(stored.get(projectId)?.html).toContain(`Fresh ${projectId}`);
    }
    for (const projectId of [...SITES, ...SITES]) await expectServedAsStored(projectId);
    await server.restartSite(1);
  });

  /** What one site's documents take in the cache, read through a cache of its own. */
  async function oneSiteBytes(): Promise<number> {
    await server.restartSite();
    await requestSite(`${server.url}/alpha`, { headers: { "Accept-Encoding": "br" } });
    return server.site.cache.bytes + 1;
  }
});

