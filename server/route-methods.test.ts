import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProject } from "../app/features/projects/create-project.server";
import { testDialects } from "../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "./testing/browser-like-client";
import { startTestServer, type TestServer } from "./testing/test-server";

const MUTATIONS = ["POST", "PUT", "PATCH", "DELETE"];
const EVERY_METHOD = ["GET", "HEAD", ...MUTATIONS, "OPTIONS", "PROPFIND"];

/** How React escapes text; the path must arrive as text, never as markup. */
function escapedAsText(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");
}

/** What a person can read: the document without the framework's hydration scripts. */
function readableText(body: string): string {
  return body.replace(/<script\b[\s\S]*?<\/script>/g, "");
}

type Answer = { status: number; headers: Headers; body: string };

/** One request with its target sent as written (fetch would normalise it first). */
async function rawRequest(origin: string, method: string, target: string): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, method, path: target, headers: { Origin: origin } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (typeof value === "string") headers.set(name, value);
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString("utf8") });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

function expectNoFrameworkText(answer: Answer, label: string) {
  expect(answer.body, label).not.toContain("did not provide");
  expect(answer.body, label).not.toContain("You made a");
  expect(answer.body, label).not.toContain("Invalid request method");
  expect(readableText(answer.body), label).not.toContain("routes/");
}

describe.each(testDialects())("answers by path and method on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "methods@example.com", name: "Methods" });
    const user = await server.database.db.selectFrom("users").select("id").where("email", "=", "methods@example.com").executeTakeFirstOrThrow();
    await createProject(server.database.db, { userId: user.id, isAdmin: false }, { name: "Live", id: "livesite", start: "starter" });
    const published = await owner.request("/project/livesite/publish", { method: "POST", body: new URLSearchParams({ intent: "publish" }) });
    expect(published.status).toBe(200);
  });
  afterAll(() => server.stop());

  const send = async (method: string, target: string) => rawRequest(server.url, method, target);

  const unknownPaths: [string, string][] = [
    ["an unknown path", "/nope/a/b/c"],
    ["an unknown project id", "/abc"],
    ["a page of an unknown project", "/abc/x"],
    ["a module of an unknown project", "/abc/x/module"],
    ["an unpublished page of a live project", "/livesite/nosuchpage"],
  ];
  it.each(unknownPaths.flatMap(([name, path]) => EVERY_METHOD.map((method) => [name, method, path] as const)))(
    "%s answers %s with the product's 404 and its exact path",
    async (_name, method, path) => {
      const answer = await send(method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
      if (method !== "HEAD") expect(answer.body, `${method} ${path}`).toContain(`Page not found: ${path}`);
      expectNoFrameworkText(answer, `${method} ${path}`);
    },
  );

  it.each(["GET", "POST", "DELETE"])("a malformed project id answers %s with the validation 404", async (method) => {
    const answer = await send(method, "/1abc/x");
    expect(answer.status).toBe(404);
    expect(answer.body).toContain("Page Not Found: /1abc/x");
    expectNoFrameworkText(answer, method);
  });

  const pagesWithoutAction = ["/about", "/404", "/signin", "/unverified"];
  it.each(pagesWithoutAction.flatMap((path) => [...MUTATIONS, "PROPFIND"].map((method) => [method, path] as const)))(
    "%s %s answers 405 with our own text and what is allowed",
    async (method, path) => {
      const answer = await send(method, path);
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.get("allow"), `${method} ${path}`).toBe("GET, HEAD, OPTIONS");
      expect(answer.body.trim(), `${method} ${path}`).toBe("Method not allowed");
      expectNoFrameworkText(answer, `${method} ${path}`);
    },
  );

  it("answers OPTIONS on a page with what it allows, and HEAD like GET without a body", async () => {
    const options = await send("OPTIONS", "/about");
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect((await send("OPTIONS", "/?index")).headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    const head = await send("HEAD", "/about");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
  });

  it("refuses methods an endpoint does not take, with what it allows", async () => {
    const post = await send("POST", "/auth/jwks.json");
    expect([post.status, post.headers.get("allow"), post.body.trim()]).toEqual([405, "GET, HEAD, OPTIONS", "Method not allowed"]);
    const get = await send("GET", "/editor-save/livesite");
    expect([get.status, get.headers.get("allow"), get.body.trim()]).toEqual([405, "POST, OPTIONS", "Method not allowed"]);
  });

  it("answers a live published page's other methods with 405 and its own text, on the site's own error page", async () => {
    expect((await send("GET", "/livesite")).status).toBe(200);
    for (const method of [...MUTATIONS, "PROPFIND"]) {
      const answer = await send(method, "/livesite");
      expect([answer.status, answer.headers.get("allow"), answer.headers.get("content-type")], method).toEqual([405, "GET, HEAD, OPTIONS", "text/html; charset=utf-8"]);
      expect(answer.body, method).toMatch(/<h1[^>]*>Method not allowed<\/h1>/);
      expectNoFrameworkText(answer, method);
    }
    const options = await send("OPTIONS", "/livesite");
    expect([options.status, options.headers.get("allow")]).toEqual([204, "GET, HEAD, OPTIONS"]);
  });

  const exactPaths: [string, string[]][] = [
    ["/nope?a=%20b&flag&index", ["POST", "OPTIONS"]],
    ["/nope?index=&_data=routes%2Fhome&a=b+c", ["DELETE"]],
    ["/abc/x/module?flag&a=%2B", ["PUT"]],
    ["/nope/<b>x</b>?q=\"quoted\"&'single'", ["PATCH", "PROPFIND"]],
  ];
  it.each(exactPaths)("shows %s exactly as requested, as text, for %j", async (path, methods) => {
    for (const method of methods) {
      const answer = await send(method, path);
      expect(answer.status, `${method} ${path}`).toBe(404);
      const html = answer.headers.get("content-type")?.startsWith("text/html") ?? false;
      expect(answer.body, `${method} ${path}`).toContain(`Page not found: ${html ? escapedAsText(path) : path}`);
      if (html) expect(readableText(answer.body), `${method} ${path}`).not.toContain("<b>");
      expectNoFrameworkText(answer, `${method} ${path}`);
    }
  });

  it("answers request targets that are not paths without a server error", async () => {
    const everything = await send("OPTIONS", "*");
    expect([everything.status, everything.headers.get("allow")]).toEqual([204, "GET, HEAD, POST, OPTIONS"]);
    for (const target of ["*", `${server.url}/about`]) {
      const answer = await send("GET", target);
      expect(answer.status, target).toBe(400);
      expect(answer.body.trim(), target).toBe("Bad request: the request target must be a path.");
    }
  });
});
