import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../db/test-database";
import { publishStarterProject, startSiteServer, WENT_TO_APP, type SiteServer } from "./test-fixtures";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

/**
 * One request on a fresh connection: its head written whole (answered on the connection when it
 * can be) or in two pieces a moment apart (always Node's: the layer reads only whole heads). The
 * bytes come back with the Date line taken out, which is the only line that may differ.
 */
async function exchange(port: number, head: string, inPieces: boolean): Promise<string> {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  let received = Buffer.alloc(0);
  socket.on("data", (chunk: Buffer) => (received = Buffer.concat([received, chunk])));
  if (inPieces) {
    socket.write(head.slice(0, 20));
    await new Promise((resolve) => setTimeout(resolve, 30));
    socket.write(head.slice(20));
  } else socket.write(head);
  const complete = () => {
    const end = received.indexOf("\r\n\r\n");
    if (end === -1) return false;
    const headText = received.subarray(0, end).toString("latin1");
    const length = /\r\ncontent-length: (\d+)/i.exec(headText)?.[1];
    const bodyless = head.startsWith("HEAD") || headText.startsWith("HTTP/1.1 304");
    return bodyless || received.length >= end + 4 + Number(length ?? 0);
  };
  for (let waited = 0; !complete(); waited += 10) {
    if (waited > 5_000) throw new Error(`incomplete answer: ${received.toString("latin1").slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
  socket.destroy();
  return received.toString("latin1").replace(/\r\nDate: [^\r]*/, "");
}

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

  it("sends 304 for the ETag the client holds, as Node does", async () => {
    const before = server.simplyAnswered;
    const simple = await exchange(port, head("GET", "/bakery", `If-None-Match: ${etag}\r\n`), false);
    const node = await exchange(port, head("GET", "/bakery", `If-None-Match: ${etag}\r\n`), true);
    expect(server.simplyAnswered).toBe(before + 1);
    expect(simple.startsWith("HTTP/1.1 304 Not Modified\r\n")).toBe(true);
    expect(simple).toBe(node);
  });

  it("leaves to Node what has no document, is on a domain, or is not read with GET or HEAD", async () => {
    const before = server.simplyAnswered;
    for (const request of [
      head("GET", "/bakery/nowhere", ""),
      head("GET", "/nobody", ""),
      head("GET", "/api/leads/bakery", ""),
      `GET /about HTTP/1.1\r\nHost: bakery.domain.test\r\n\r\n`,
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
