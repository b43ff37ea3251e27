import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../db/test-database";
import { pageTargetOf } from "./page-target";
import { startTestServer, type TestServer } from "./testing/test-server";

describe("pageTargetOf", () => {
  it.each([
    ["/nope?a=%20b&flag&index", "/nope?a=%20b&flag&index"],
    ["/nope?", "/nope?"],
    ["/project/abc.data?_routes=root,routes%2Fhome", "/project/abc"],
    ["/project/abc.data?a=+b&_routes=root&flag", "/project/abc?a=+b&flag"],
    ["/_root.data?index&_routes", "/?index"],
  ])("reads %s as the page %s", (target, page) => {
    expect(pageTargetOf(target)).toBe(page);
  });
});

/** How React escapes text; the path must arrive as text, never as markup. */
function escapedAsText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
}

/** A GET with its target sent as written (fetch would normalise it first). */
async function get(origin: string, target: string): Promise<{ status: number; contentType: string; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.get({ host: hostname, port, path: target }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, contentType: response.headers["content-type"] ?? "", body: Buffer.concat(chunks).toString("utf8") }));
    });
    request.on("error", reject);
  });
}

describe.each(testDialects())("the 404 texts show the path and query as requested on %s", (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.stop());

  it.each([
    ["an unknown path", "/nope/a/b/c?a=%20b&flag&index", "Page not found"],
    ["framework parameters", "/nope/a/b/c?index=&_data=routes%2Fhome&a=b+c", "Page not found"],
    ["a public module path", "/abc/x/module?flag&a=%2B", "Page not found"],
    ["the not-found page", "/404?a=%20b&flag&index", "Page not found"],
    ["a malformed project id", "/project/1abc?tab=a%20b&flag", "Page Not Found"],
    ["markup in the path and query", "/nope/<b>x</b>?q=\"quoted\"&'single'", "Page not found"],
  ])("%s: %s", async (_name, path, text) => {
    const answer = await get(server.url, path);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain(`${text}: ${escapedAsText(path)}`);
    expect(answer.body.replace(/<script\b[\s\S]*?<\/script>/g, "")).not.toContain("<b>");
  });

  it("answers an endpoint's 404 as plain text with the exact path", async () => {
    const answer = await get(server.url, "/go/1bad/x?a=%20b&flag");
    expect([answer.status, answer.contentType, answer.body]).toEqual([404, "text/plain; charset=utf-8", "Page not found: /go/1bad/x?a=%20b&flag"]);
  });

  it("shows the page's own path when a client-side navigation asks for its data", async () => {
    const answer = await get(server.url, "/nope/a/b/c.data?a=%20b&_routes=root,routes%2Funknown-route");
    expect(answer.status).toBe(404);
    expect(answer.body).toContain("Page not found: /nope/a/b/c?a=%20b");
    expect(answer.body).not.toContain("_routes");
  });
});
