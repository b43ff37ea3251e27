import { createServer, type IncomingMessage } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRequestOf, type PageRequest } from "./page-request";

type Seen = { asked: PageRequest; headers: IncomingMessage["headers"] };
let seen: Seen | undefined;
const server = createServer((request, response) => {
  seen = { asked: pageRequestOf(request), headers: request.headers };
  response.end();
});
beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve)));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** What the server read of a request sent with exactly these header lines, through Node's own parser. */
function send(rawHeaders: string[]): Promise<Seen> {
  const { port } = server.address() as AddressInfo;
  const lines = ["GET / HTTP/1.1", "Host: bakery.test"];
  for (let index = 0; index < rawHeaders.length; index += 2) lines.push(`${rawHeaders[index]}: ${rawHeaders[index + 1]}`);
  return new Promise((resolve, reject) => {
    seen = undefined;
    const socket = connect(port, "127.0.0.1", () => socket.end(`${lines.join("\r\n")}\r\nConnection: close\r\n\r\n`));
    socket.on("error", reject);
    socket.on("close", () => (seen ? resolve(seen) : reject(new Error("the server saw no request"))));
    socket.resume();
  });
}

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

describe("what the hot path reads of a request", () => {
  const cases: [string, string[]][] = [
    ["a browser's usual headers", ["User-Agent", CHROME, "Accept-Encoding", "gzip, deflate, br", "If-None-Match", '"abc"']],
    ["names in any case", ["ACCEPT-ENCODING", "br", "user-agent", CHROME, "iF-nOnE-mAtCh", '"x"']],
    ["repeated list headers, joined as Node joins them", ["Accept-Encoding", "gzip", "accept-encoding", "br", "If-None-Match", '"a"', "If-None-Match", '"b"']],
    ["a repeated User-Agent, of which Node keeps the first", ["User-Agent", "Googlebot/2.1 (+http://www.google.com/bot.html)", "User-Agent", CHROME]],
    ["no headers at all", []],
    ["headers of the same lengths with other names", ["Accept-Language", "fr", "X-Frame-Optio", "x", "Connection", "keep-alive", "Sec-Fetch-Mo", "x", "Referer", "x", "X-Foo", "x"]],
  ];

  it.each(cases)("gives what request.headers says for %s", async (_name, rawHeaders) => {
    const { asked, headers } = await send(rawHeaders);
    const header = (name: string) => headers[name] as string | undefined;
    expect(asked.acceptEncoding).toBe(header("accept-encoding"));
    expect(asked.ifNoneMatch).toBe(header("if-none-match"));
    expect(asked.userAgent).toBe(header("user-agent") ?? "");
  });

  it("tells prefetches by Sec-Purpose, then Purpose, then X-Moz, the first of each", async () => {
    expect((await send(["Sec-Purpose", "prefetch;prerender"])).asked.prefetch).toBe(true);
    expect((await send(["Purpose", "prefetch"])).asked.prefetch).toBe(true);
    expect((await send(["X-Moz", "Prefetch"])).asked.prefetch).toBe(true);
    expect((await send(["Sec-Purpose", "prerender", "Purpose", "prefetch"])).asked.prefetch).toBe(false);
    expect((await send(["Sec-Purpose", "prerender", "Sec-Purpose", "prefetch"])).asked.prefetch).toBe(false);
    expect((await send(["User-Agent", CHROME])).asked.prefetch).toBe(false);
  });

  it("tells bots by their User-Agent and visitors by theirs", async () => {
    expect((await send(["User-Agent", "Googlebot/2.1 (+http://www.google.com/bot.html)"])).asked.bot).toBe(true);
    expect((await send(["User-Agent", CHROME])).asked.bot).toBe(false);
  });
});
