import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../db/test-database";
import { publishStarterProject, requestSite, startSiteServer, WENT_TO_APP, type Answer, type SiteServer } from "./test-fixtures";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/**
 * The fast path's answers, header by header, as they were before its internals were rewritten for
 * speed (docs/benchmarks.md#where-the-time-went): the document's own ETag, CSP and length are
 * checked against the stored document and then named, so the rest can be compared literally.
 */
describe.each(testDialects())("every header and status of the published-site fast path on %s", (dialect) => {
  let server: SiteServer;
  let home: { etag: string; csp: string; body: Buffer };

  const get = (target: string, headers: Record<string, string> = {}, method = "GET") => requestSite(`${server.url}${target}`, { method, headers: { "User-Agent": BROWSER, ...headers } });

  /** The answer's headers with the home document's ETag, CSP and this body's length named. */
  function shape(answer: Answer, { raw = home.body }: { raw?: Buffer } = {}) {
    const headers = { ...answer.headers };
    if (headers.etag === home.etag) headers.etag = "<home etag>";
    if (headers["content-security-policy"] === home.csp) headers["content-security-policy"] = "<home csp>";
    if (headers["content-length"] !== undefined && answer.body.length > 0) {
      expect(Number(headers["content-length"])).toBe(answer.body.length);
      headers["content-length"] = "<body length>";
    }
    const encoding = headers["content-encoding"];
    if (answer.status === 200 && answer.body.length > 0 && raw === home.body) {
      const decoded = encoding === "br" ? brotliDecompressSync(answer.body) : encoding === "gzip" ? gunzipSync(answer.body) : answer.body;
      expect(decoded.equals(raw)).toBe(true);
    }
    return { status: answer.status, headers };
  }

  beforeAll(async () => {
    server = await startSiteServer(dialect);
    await publishStarterProject(server, "bakery");
    const stored = await server.db
      .selectFrom("publishedDocuments")
      .innerJoin("projects", "projects.livePublicationId", "publishedDocuments.publicationId")
      .select(["etag", "csp", "body"])
      .where("projects.id", "=", "bakery")
      .where("path", "=", "")
      .executeTakeFirstOrThrow();
    home = { etag: stored.etag, csp: stored.csp ?? "", body: Buffer.from(stored.body) };
  });
  afterAll(() => server.stop());

  it("sends a page in the encoding the client takes, with the same headers whichever it is", async () => {
    const answers: Record<string, unknown> = {};
    for (const acceptEncoding of ["br", "gzip, deflate, br", "gzip", "br;q=0, gzip", "*", "identity", "gzip;q=0", "BR", " gzip ; q=0.5 , br;q=0.0", "x-gzip"]) {
      answers[acceptEncoding] = shape(await get("/bakery", { "Accept-Encoding": acceptEncoding }))?.headers["content-encoding"] ?? "none";
    }
    answers["no header"] = shape(await get("/bakery")).headers["content-encoding"] ?? "none";
    expect(answers).toMatchInlineSnapshot(`
      {
        " gzip ; q=0.5 , br;q=0.0": "gzip",
        "*": "gzip",
        "BR": "br",
        "br": "br",
        "br;q=0, gzip": "gzip",
        "gzip": "gzip",
        "gzip, deflate, br": "br",
        "gzip;q=0": "none",
        "identity": "none",
        "no header": "none",
        "x-gzip": "none",
      }
    `);
    expect(shape(await get("/bakery", { "Accept-Encoding": "br" }))).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "public, max-age=0, must-revalidate",
          "content-encoding": "br",
          "content-length": "<body length>",
          "content-security-policy": "<home csp>",
          "content-type": "text/html; charset=utf-8",
          "etag": "<home etag>",
          "referrer-policy": "strict-origin-when-cross-origin",
          "vary": "Accept-Encoding",
          "x-content-type-options": "nosniff",
          "x-frame-options": "DENY",
        },
        "status": 200,
      }
    `);
    expect(shape(await get("/bakery", { "Accept-Encoding": "gzip" }))).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "public, max-age=0, must-revalidate",
          "content-encoding": "gzip",
          "content-length": "<body length>",
          "content-security-policy": "<home csp>",
          "content-type": "text/html; charset=utf-8",
          "etag": "<home etag>",
          "referrer-policy": "strict-origin-when-cross-origin",
          "vary": "Accept-Encoding",
          "x-content-type-options": "nosniff",
          "x-frame-options": "DENY",
        },
        "status": 200,
      }
    `);
    expect(shape(await get("/bakery"))).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "public, max-age=0, must-revalidate",
          "content-length": "<body length>",
          "content-security-policy": "<home csp>",
          "content-type": "text/html; charset=utf-8",
          "etag": "<home etag>",
          "referrer-policy": "strict-origin-when-cross-origin",
          "vary": "Accept-Encoding",
          "x-content-type-options": "nosniff",
          "x-frame-options": "DENY",
        },
        "status": 200,
      }
    `);
  });

  it("answers HEAD with a GET's headers and no body, at every address form of the page", async () => {
    const head = await get("/bakery", { "Accept-Encoding": "br" }, "HEAD");
    expect(head.body.length).toBe(0);
    expect(head.headers).toEqual((await get("/bakery", { "Accept-Encoding": "br" })).headers);
    for (const target of ["/bakery/", "/BAKERY", "/bakery?utm_source=mail", "/bakery/?a=1"]) {
      expect((await get(target, { "Accept-Encoding": "br" })).headers, target).toEqual(head.headers);
    }
  });

  it("answers 304 to a matching ETag in any of its forms, and 200 to another", async () => {
    const statuses: Record<string, number> = {};
    for (const ifNoneMatch of [home.etag, `W/${home.etag}`, "*", ` "other", ${home.etag} `, '"other"', `${home.etag}x`]) {
      statuses[ifNoneMatch.replace(home.etag, "<etag>")] = (await get("/bakery", { "If-None-Match": ifNoneMatch, "Accept-Encoding": "br" })).status;
    }
    expect(statuses).toMatchInlineSnapshot(`
      {
        " "other", <etag> ": 304,
        ""other"": 200,
        "*": 304,
        "<etag>": 304,
        "<etag>x": 200,
        "W/<etag>": 304,
      }
    `);
    expect(shape(await get("/bakery", { "If-None-Match": home.etag, "Accept-Encoding": "br" }))).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "public, max-age=0, must-revalidate",
          "etag": "<home etag>",
          "vary": "Accept-Encoding",
        },
        "status": 304,
      }
    `);
  });

  it("sends images as stored, and a site file without the page's frame refusal", async () => {
    const icon = await get("/bakery/icon-192.png", { "Accept-Encoding": "br, gzip" });
    expect({ ...shape(icon, { raw: icon.body }), headers: { ...icon.headers, etag: "<etag>", "content-security-policy": icon.headers["content-security-policy"] ?? "none" } }).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "public, max-age=0, must-revalidate",
          "content-length": "1558",
          "content-security-policy": "none",
          "content-type": "image/png",
          "etag": "<etag>",
          "referrer-policy": "strict-origin-when-cross-origin",
          "vary": "Accept-Encoding",
          "x-content-type-options": "nosniff",
        },
        "status": 200,
      }
    `);
    const sitemap = await get("/bakery/sitemap.xml", { "Accept-Encoding": "br" });
    expect({ ...shape(sitemap, { raw: sitemap.body }), headers: { ...sitemap.headers, etag: "<etag>", "content-length": "<length>" } }).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "public, max-age=0, must-revalidate",
          "content-encoding": "br",
          "content-length": "<length>",
          "content-type": "application/xml; charset=utf-8",
          "etag": "<etag>",
          "referrer-policy": "strict-origin-when-cross-origin",
          "vary": "Accept-Encoding",
          "x-content-type-options": "nosniff",
        },
        "status": 200,
      }
    `);
  });

  it("answers OPTIONS, a method a document does not take, and a path without a document as the site", async () => {
    expect(shape(await get("/bakery", {}, "OPTIONS"))).toMatchInlineSnapshot(`
      {
        "headers": {
          "allow": "GET, HEAD, OPTIONS",
        },
        "status": 204,
      }
    `);
    const post = await get("/bakery", { "Accept-Encoding": "gzip" }, "POST");
    expect(gunzipSync(post.body).toString()).toContain("<");
    expect(shape(post, { raw: post.body })).toMatchInlineSnapshot(`
      {
        "headers": {
          "allow": "GET, HEAD, OPTIONS",
          "cache-control": "no-cache",
          "content-encoding": "gzip",
          "content-length": "<body length>",
          "content-security-policy": "default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; font-src 'self'; manifest-src 'self'; script-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
          "content-type": "text/html; charset=utf-8",
          "referrer-policy": "strict-origin-when-cross-origin",
          "vary": "Accept-Encoding",
          "x-content-type-options": "nosniff",
          "x-frame-options": "DENY",
        },
        "status": 405,
      }
    `);
    const missing = await get("/bakery/no-such-page", { "Accept-Encoding": "br" });
    expect(gunzipSync(missing.body).toString()).toContain("/bakery/no-such-page");
    expect(shape(missing, { raw: missing.body })).toMatchInlineSnapshot(`
      {
        "headers": {
          "cache-control": "no-cache",
          "content-encoding": "gzip",
          "content-length": "<body length>",
          "content-security-policy": "default-src 'none'; img-src 'self' https: data:; style-src 'unsafe-inline'; font-src 'self'; manifest-src 'self'; script-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
          "content-type": "text/html; charset=utf-8",
          "referrer-policy": "strict-origin-when-cross-origin",
          "vary": "Accept-Encoding",
          "x-content-type-options": "nosniff",
          "x-frame-options": "DENY",
        },
        "status": 404,
      }
    `);
    const plain = await get("/bakery/no-such-page");
    expect(plain.body.toString()).toContain("/bakery/no-such-page");
    expect(shape(plain, { raw: plain.body }).headers["content-encoding"]).toBeUndefined();
  });

  it("leaves to the app what no live site has: unknown and reserved project ids, the app's own paths", async () => {
    for (const target of ["/nobody", "/login", "/project/bakery", "/assets/app.js", "/", "/api/leads/bakery", "/healthz"]) {
      expect((await get(target)).status, target).toBe(WENT_TO_APP);
    }
  });

  it("serves the same document on the project's domain at /", async () => {
    const onDomain = await requestSite(`${server.url}/`, { headers: { Host: "bakery.domain.test", "Accept-Encoding": "br" } });
    expect(onDomain.status).toBe(200);
    expect(Object.keys(onDomain.headers).sort()).toEqual(Object.keys((await get("/bakery", { "Accept-Encoding": "br" })).headers).sort());
    expect((await requestSite(`${server.url}/nope`, { headers: { Host: "bakery.domain.test" } })).status).toBe(404);
  });

  it("counts a browser's GET of a page, and not a bot's, a prefetch, a HEAD or a site file", async () => {
    await server.site.stop();
    await server.db.deleteFrom("pageViews").execute();
    await get("/bakery/about", { "User-Agent": BROWSER });
    await get("/bakery/about", { "User-Agent": BROWSER, "If-None-Match": "*" });
    await get("/bakery/about", { "User-Agent": BOT });
    await get("/bakery/about", { "User-Agent": BROWSER, "Sec-Purpose": "prefetch;prerender" });
    await get("/bakery/about", { "User-Agent": BROWSER, Purpose: "prefetch" });
    await get("/bakery/about", { "User-Agent": BROWSER, "X-Moz": "prefetch" });
    await get("/bakery/about", { "User-Agent": BROWSER }, "HEAD");
    await get("/bakery/sitemap.xml", { "User-Agent": BROWSER });
    await get("/bakery/about", { "User-Agent": "" });
    await server.site.stop();
    const rows = await server.db.selectFrom("pageViews").select(["projectId", "path", "day", "views"]).execute();
    expect(rows).toEqual([{ projectId: "bakery", path: "about", day: new Date().toISOString().slice(0, 10), views: 3 }]);
  });
});
