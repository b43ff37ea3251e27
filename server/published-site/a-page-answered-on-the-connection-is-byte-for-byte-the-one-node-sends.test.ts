import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../db/test-database";
import { exchangeOnce as exchange } from "../testing/one-exchange";
import { publishStarterProject, startSiteServer, WENT_TO_APP, type SiteServer } from "./test-fixtures";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

describe.each(testDialects())("a page answered on the connection on %s", (dialect) => {
  let server: SiteServer;
  let port: number;
  let etag: string;

  beforeAll(async () => {
    server = await startSiteServer(dialect);
    port = Number(new URL(server.url).port);
    await publishStarterProject(server, "bakery");
    const home = await exchange(port, `GET /bakery HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, true);
    etag = /\r\nETag: ([^\r]*)/.exec(home)?.[1] ?? "";
  });
  afterAll(() => server.stop());

  const head = (method: string, target: string, headers: string) => `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: ${BROWSER}\r\n${headers}\r\n`;

  it.each([
    ["a page in brotli", "GET", "/bakery", "Accept-Encoding: gzip, deflate, br\r\n"],
    ["a page in gzip", "GET", "/bakery/about", "Accept-Encoding: gzip\r\n"],
    ["a page as it is", "GET", "/bakery", ""],
    ["a page read with HEAD", "HEAD", "/bakery/about", "Accept-Encoding: br\r\n"],
    ["a page with a query and a trailing slash", "GET", "/Bakery/About/?utm_source=mail", "Accept-Encoding: br\r\n"],
    ["a page the client asks to close after", "GET", "/bakery", "Accept-Encoding: br\r\nConnection: close\r\n"],
    ["the sitemap", "GET", "/bakery/sitemap.xml", "Accept-Encoding: gzip\r\n"],
    ["robots.txt", "GET", "/bakery/robots.txt", ""],
    ["a prefetch, which is not counted", "GET", "/bakery", "Accept-Encoding: br\r\nSec-Purpose: prefetch\r\n"],
  ])("sends %s as Node does", async (_case, method, target, headers) => {
    const before = server.simplyAnswered;
    const simple = await exchange(port, head(method, target, headers), false);
    expect(server.simplyAnswered).toBe(before + 1);
    const node = await exchange(port, head(method, target, headers), true);
    expect(server.simplyAnswered).toBe(before + 1);
    expect(simple.startsWith("HTTP/1.1 200 OK\r\n")).toBe(true);
    expect(simple).toBe(node);
  });

  const onDomain = (method: string, target: string, headers: string) => `${method} ${target} HTTP/1.1\r\nHost: bakery.domain.test\r\nUser-Agent: ${BROWSER}\r\n${headers}\r\n`;

  it.each([
    ["the home page in brotli", "GET", "/", "Accept-Encoding: gzip, deflate, br\r\n"],
    ["a page in gzip", "GET", "/about", "Accept-Encoding: gzip\r\n"],
    ["a page read with HEAD, with a query and a trailing slash", "HEAD", "/About/?utm_source=mail", "Accept-Encoding: br\r\n"],
    ["the sitemap", "GET", "/sitemap.xml", "Accept-Encoding: br\r\n"],
    ["robots.txt", "GET", "/robots.txt", ""],
  ])("sends %s on the project's domain as Node does", async (_case, method, target, headers) => {
    const before = server.simplyAnswered;
    const simple = await exchange(port, onDomain(method, target, headers), false);
    expect(server.simplyAnswered).toBe(before + 1);
    const node = await exchange(port, onDomain(method, target, headers), true);
    expect(simple.startsWith("HTTP/1.1 200 OK\r\n")).toBe(true);
    expect(simple).toBe(node);
  });

  it("sends the domain's own 304, and leaves its not-found page to Node", async () => {
    const domainEtag = /\r\nETag: ([^\r]*)/.exec(await exchange(port, onDomain("GET", "/", ""), true))?.[1] ?? "";
    expect(domainEtag).not.toBe(etag);
    const before = server.simplyAnswered;
    const simple = await exchange(port, onDomain("GET", "/", `If-None-Match: ${domainEtag}\r\n`), false);
    expect(server.simplyAnswered).toBe(before + 1);
    expect(simple.startsWith("HTTP/1.1 304 Not Modified\r\n")).toBe(true);
    expect(simple).toBe(await exchange(port, onDomain("GET", "/", `If-None-Match: ${domainEtag}\r\n`), true));
    const notFound = await exchange(port, onDomain("GET", "/nowhere", ""), false);
    expect(server.simplyAnswered).toBe(before + 1);
    expect(notFound.startsWith("HTTP/1.1 404 Not Found\r\n")).toBe(true);
    expect(notFound).toBe(await exchange(port, onDomain("GET", "/nowhere", ""), true));
  });

  it("sends 304 for the ETag the client holds, as Node does", async () => {
    const before = server.simplyAnswered;
    const simple = await exchange(port, head("GET", "/bakery", `If-None-Match: ${etag}\r\n`), false);
    const node = await exchange(port, head("GET", "/bakery", `If-None-Match: ${etag}\r\n`), true);
    expect(server.simplyAnswered).toBe(before + 1);
    expect(simple.startsWith("HTTP/1.1 304 Not Modified\r\n")).toBe(true);
    expect(simple).toBe(node);
  });

  it("leaves to Node what has no document or is not read with GET or HEAD", async () => {
    const before = server.simplyAnswered;
    for (const request of [
      head("GET", "/bakery/nowhere", ""),
      head("GET", "/nobody", ""),
      head("GET", "/api/leads/bakery", ""),
      `GET /about/more HTTP/1.1\r\nHost: bakery.domain.test\r\n\r\n`,
      head("OPTIONS", "/bakery", ""),
    ]) {
      await exchange(port, request, false);
    }
    expect(server.simplyAnswered).toBe(before);
    expect(await exchange(port, head("GET", "/nobody", ""), false)).toContain(`HTTP/1.1 ${WENT_TO_APP}`);
  });

  it("counts the views it answers as the Node path counts them: a GET from a browser, not HEAD, a bot or a prefetch", async () => {
    await server.site.stop();
    await server.restartSite();
    const views = async () => {
      await server.site.stop();
      const row = await server.db.selectFrom("pageViews").select(({ fn }) => fn.sum<number>("views").as("views")).where("projectId", "=", "bakery").where("path", "=", "about").executeTakeFirst();
      await server.restartSite();
      return Number(row?.views ?? 0);
    };
    const start = await views();
    await exchange(port, head("GET", "/bakery/about", ""), false);
    await exchange(port, head("HEAD", "/bakery/about", ""), false);
    await exchange(port, head("GET", "/bakery/about", "Purpose: prefetch\r\n"), false);
    await exchange(port, `GET /bakery/about HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: Googlebot/2.1 (+http://www.google.com/bot.html)\r\n\r\n`, false);
    expect(await views()).toBe(start + 1);
  });

  it("answers a page whose site is not in memory yet, once it is read", async () => {
    await server.restartSite();
    const before = server.simplyAnswered;
    const cold = await exchange(port, head("GET", "/bakery/about", "Accept-Encoding: br\r\n"), false);
    expect(server.simplyAnswered).toBe(before + 1);
    expect(cold).toBe(await exchange(port, head("GET", "/bakery/about", "Accept-Encoding: br\r\n"), true));
  });

  it("answers the new publication at once after a publish", async () => {
    const first = await exchange(port, head("GET", "/bakery", ""), false);
    await server.db.updateTable("projects").set({ name: "Bakery Renamed" }).where("id", "=", "bakery").execute();
    await server.publish("bakery");
    const before = server.simplyAnswered;
    const second = await exchange(port, head("GET", "/bakery", ""), false);
    expect(server.simplyAnswered).toBe(before + 1);
    expect(second).not.toBe(first);
    expect(second).toBe(await exchange(port, head("GET", "/bakery", ""), true));
  });
});
