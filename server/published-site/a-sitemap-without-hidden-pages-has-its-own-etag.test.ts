import { createHash } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPage } from "../../app/features/projects/create-page.server";
import { createProject } from "../../app/features/projects/create-project.server";
import { setSitePassword } from "../../app/features/site-protection/change-site-password.server";
import { testDialects } from "../../db/test-database";
import { requestSite, startSiteServer, type SiteServer } from "./test-fixtures";

const etagOf = (body: Buffer) => `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

describe.each(testDialects())("a sitemap without hidden pages has its own ETag on %s", (dialect) => {
  let server: SiteServer;
  let published = { etag: "", body: "" };
  const sitemap = (headers: Record<string, string> = {}) => requestSite(`${server.url}/garden/sitemap.xml`, { headers: { "Accept-Encoding": "br", ...headers } });

  beforeAll(async () => {
    server = await startSiteServer(dialect);
    await createProject(server.db, server.owner, { name: "Garden", id: "garden", start: "starter" });
    const page = await createPage(server.db, server.owner, { projectId: "garden", title: "Seeds", slug: "seeds" });
    await server.publish("garden");
    const open = await sitemap();
    published = { etag: open.headers.etag ?? "", body: brotliDecompressSync(open.body).toString("utf8") };
    expect(published.body).toContain("/garden/seeds</loc>");
    await setSitePassword(server.db, server.owner, { projectId: "garden", target: page.id, password: "open sesame" });
    await server.publish("garden");
  }, 60_000);
  afterAll(() => server.stop());

  it("answers a request for the published sitemap's ETag with the sitemap that leaves the page out, not 304", async () => {
    const answer = await sitemap({ "If-None-Match": published.etag });
    expect(answer.status).toBe(200);
    const body = brotliDecompressSync(answer.body);
    expect(body.toString("utf8")).not.toContain("/garden/seeds</loc>");
    expect(body.toString("utf8")).toContain("/garden</loc>");
    expect(answer.headers.etag).not.toBe(published.etag);
    expect(answer.headers.etag).toBe(etagOf(body));
  });

  it("answers 304 to a request that names the ETag of the sitemap it was given", async () => {
    const given = await sitemap();
    expect((await sitemap({ "If-None-Match": given.headers.etag ?? "" })).status).toBe(304);
  });
});
