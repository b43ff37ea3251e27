import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { simpleRequestOf } from "./simple-request";

const socket = new Socket();
const read = (head: string) => simpleRequestOf(Buffer.from(head, "latin1"), socket);
const BROWSER = "GET /bakery/menu?utm_source=mail HTTP/1.1\r\nHost: localhost:3000\r\nUser-Agent: Mozilla/5.0 (X11; Linux x86_64)\r\nAccept-Encoding: gzip, br\r\n\r\n";

describe("a simple request", () => {
  it("is a GET or HEAD head of HTTP/1.1 read whole, with its headers as Node gives them", () => {
    const request = read(BROWSER);
    expect(request).toMatchObject({ method: "GET", url: "/bakery/menu?utm_source=mail", keepAlive: true });
    expect(request?.rawHeaders).toEqual(["Host", "localhost:3000", "User-Agent", "Mozilla/5.0 (X11; Linux x86_64)", "Accept-Encoding", "gzip, br"]);
    expect(read("HEAD / HTTP/1.1\r\nhost: a\r\n\r\n")?.method).toBe("HEAD");
  });

  it("trims the whitespace around a value, as Node does, and keeps the names as sent", () => {
    expect(read("GET / HTTP/1.1\r\nHOST:\t a.test \t\r\nX-Empty:\r\n\r\n")?.rawHeaders).toEqual(["HOST", "a.test", "X-Empty", ""]);
  });

  it("joins repeated headers in its headers object as IncomingMessage does", () => {
    expect(read("GET / HTTP/1.1\r\nHost: a\r\nAccept: x\r\naccept: y\r\n\r\n")?.headers).toEqual({ host: "a", accept: "x, y" });
  });

  it("asks for the connection to close when Connection names close, in any case or list", () => {
    expect(read("GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")?.keepAlive).toBe(false);
    expect(read("GET / HTTP/1.1\r\nHost: a\r\nconnection: TE, Close\r\n\r\n")?.keepAlive).toBe(false);
    expect(read("GET / HTTP/1.1\r\nHost: a\r\nConnection: keep-alive\r\n\r\n")?.keepAlive).toBe(true);
    expect(read("GET / HTTP/1.1\r\nHost: a\r\nConnection: closed\r\n\r\n")?.keepAlive).toBe(true);
  });

  // Each of these is Node's to read: its parser answers, refuses or waits for more.
  it.each([
    ["another method", "POST / HTTP/1.1\r\nHost: a\r\n\r\n"],
    ["a lower-case method", "get / HTTP/1.1\r\nHost: a\r\n\r\n"],
    ["HTTP/1.0", "GET / HTTP/1.0\r\nHost: a\r\n\r\n"],
    ["HTTP/2 in a request line", "GET / HTTP/2.0\r\nHost: a\r\n\r\n"],
    ["an absolute-form target", "GET http://a/ HTTP/1.1\r\nHost: a\r\n\r\n"],
    ["an asterisk target", "GET * HTTP/1.1\r\nHost: a\r\n\r\n"],
    ["a space in the target", "GET /a b HTTP/1.1\r\nHost: a\r\n\r\n"],
    ["a control character in the target", "GET /a\u0001 HTTP/1.1\r\nHost: a\r\n\r\n"],
    ["a non-ASCII character in the target", "GET /caf\u00e9 HTTP/1.1\r\nHost: a\r\n\r\n"],
    ["no Host", "GET / HTTP/1.1\r\nAccept: */*\r\n\r\n"],
    ["two Hosts", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"],
    ["a Content-Length", "GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n"],
    ["a Transfer-Encoding", "GET / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"],
    ["an Expect", "GET / HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\n\r\n"],
    ["an Upgrade", "GET / HTTP/1.1\r\nHost: a\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n"],
    ["a folded header line", "GET / HTTP/1.1\r\nHost: a\r\nX-A: b\r\n c\r\n\r\n"],
    ["a space before the colon", "GET / HTTP/1.1\r\nHost : a\r\n\r\n"],
    ["a line without a colon", "GET / HTTP/1.1\r\nHost: a\r\nnonsense\r\n\r\n"],
    ["an empty header name", "GET / HTTP/1.1\r\nHost: a\r\n: b\r\n\r\n"],
    ["a bare line feed in a value", "GET / HTTP/1.1\r\nHost: a\r\nX-A: b\nHost: c\r\n\r\n"],
    ["a bare carriage return in a value", "GET / HTTP/1.1\r\nHost: a\r\nX-A: b\rc\r\n\r\n"],
    ["a NUL in a value", "GET / HTTP/1.1\r\nHost: a\r\nX-A: b\u0000\r\n\r\n"],
    ["a DEL in a value", "GET / HTTP/1.1\r\nHost: a\r\nX-A: b\u007f\r\n\r\n"],
    ["a head cut short", "GET / HTTP/1.1\r\nHost: a\r\n"],
    ["a head with no end", "GET / HTTP/1.1\r\nHost: a"],
    ["two requests in one read", "GET / HTTP/1.1\r\nHost: a\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n"],
    ["a body after the head", "GET / HTTP/1.1\r\nHost: a\r\n\r\nx\r\n\r\n"],
    ["a blank line inside the head", "GET / HTTP/1.1\r\n\r\nHost: a\r\n\r\n"],
    ["a head over Node's 16 KB", `GET / HTTP/1.1\r\nHost: a\r\nX-A: ${"b".repeat(16 * 1024)}\r\n\r\n`],
    ["nothing but a blank line", "\r\n\r\n"],
  ])("is not %s", (_case, head) => {
    expect(read(head)).toBeNull();
  });

  it("may carry obs-text in a value, as Node allows", () => {
    expect(read("GET / HTTP/1.1\r\nHost: a\r\nX-A: caf\u00e9\r\n\r\n")?.rawHeaders).toEqual(["Host", "a", "X-A", "caf\u00e9"]);
  });
});
