import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { libraryImageSources } from "../../app/features/assets/library-images.server";
import { createPage } from "../../app/features/projects/create-page.server";
import { createProject } from "../../app/features/projects/create-project.server";
import { publishProject } from "../../app/features/publishing/publish-project.server";
import { pageCssBuilder } from "../../app/features/publishing/site-stylesheet.server";
import { testDialects } from "../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../testing/browser-like-client";
import { exchangeOnce } from "../testing/one-exchange";
import { startTestServer, type TestServer } from "../testing/test-server";
import { addServedDomain, requestOnHost, within } from "./test-fixtures";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
// What a trusted proxy (TRUST_PROXY=loopback here) says of a visitor who came over HTTPS.
const HTTPS = "X-Forwarded-Proto: https\r\n";
const DOMAIN_HSTS = "Strict-Transport-Security: max-age=31536000\r\n";

describe.each(testDialects())("a page on a project's domain answered on the connection on %s", (dialect) => {
  let server: TestServer;
  let port = 0;
  let nodeRequests = 0;

  beforeAll(async () => {
    server = await startTestServer(dialect, { TRUST_PROXY: "loopback" });
    port = Number(new URL(server.url).port);
    server.httpServer.on("request", () => (nodeRequests += 1));
    await signInThroughLocalProvider(new BrowserLikeClient(server.url), { email: "baker@example.com", name: "Baker" });
    const { db } = server.database;
    const owner = { userId: (await db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id, isAdmin: false };
    for (const projectId of ["crumb", "other"]) {
      await createProject(db, owner, { name: "Crumb", id: projectId, start: "starter" });
      await createPage(db, owner, { projectId, title: "About", slug: "about" });
      await publishProject(db, owner, { projectId, origin: server.url, cssBuilder: pageCssBuilder, libraryImages: libraryImageSources });
    }
    await addServedDomain(server.database, { projectId: "crumb", host: "crumb.test", state: "active", isPrimary: true });
    await addServedDomain(server.database, { projectId: "crumb", host: "crumbandco.test", state: "active", isPrimary: false });
    await addServedDomain(server.database, { projectId: "crumb", host: "fresh-one.test", state: "verified", isPrimary: false });
    await addServedDomain(server.database, { projectId: "crumb", host: "fresh-two.test", state: "verified", isPrimary: false });
    await addServedDomain(server.database, { projectId: "other", host: "other.test", state: "verified", isPrimary: true });
    await within(1_000, async () => (await requestOnHost(server, "other.test", "/")).status === 200);
  });
  afterAll(() => server.stop());

  const head = (method: string, host: string, target: string, headers = "") => `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nUser-Agent: ${BROWSER}\r\n${headers}\r\n`;

  /** The request answered on the connection, then by Node's path: the bytes of each, and whether the first took Node's path too. */
  async function bothWays(request: string) {
    const before = nodeRequests;
    const simple = await exchangeOnce(port, request, false);
    const tookNodesPath = nodeRequests !== before;
    const node = await exchangeOnce(port, request, true);
    expect(nodeRequests).toBeGreaterThan(before);
    return { simple, node, tookNodesPath };
  }

  it.each([
    ["the home page over HTTP", "GET", "crumb.test", "/", "Accept-Encoding: gzip, deflate, br\r\n", "200 OK"],
    ["the home page over HTTPS, with the domain's HSTS", "GET", "crumb.test", "/", `Accept-Encoding: br\r\n${HTTPS}`, "200 OK"],
    ["a page in gzip over HTTPS, the host in capitals and with a port", "GET", "CRUMB.test:8443", "/about", `Accept-Encoding: gzip\r\n${HTTPS}`, "200 OK"],
    ["a page read with HEAD", "HEAD", "crumb.test", "/About/?utm_source=mail", HTTPS, "200 OK"],
    ["the sitemap", "GET", "crumb.test", "/sitemap.xml", `Accept-Encoding: br\r\n${HTTPS}`, "200 OK"],
    ["robots.txt", "GET", "crumb.test", "/robots.txt", "", "200 OK"],
    ["www's redirect to the apex over HTTP", "GET", "www.crumb.test", "/about?x=1", "", "301 Moved Permanently"],
    ["www's redirect to the apex over HTTPS", "HEAD", "www.crumb.test", "/", HTTPS, "301 Moved Permanently"],
    ["another domain's redirect to the primary, its port kept", "GET", "crumbandco.test:8443", "/about", HTTPS, "301 Moved Permanently"],
  ])("sends %s as Node does", async (_case, method, host, target, headers, status) => {
    const { simple, node, tookNodesPath } = await bothWays(head(method, host, target, headers));
    expect(tookNodesPath).toBe(false);
    expect(simple.startsWith(`HTTP/1.1 ${status}\r\n`)).toBe(true);
    expect(simple.includes(DOMAIN_HSTS)).toBe(headers.includes(HTTPS));
    expect(simple).toBe(node);
  });

  it("sends the domain's 304 as Node does", async () => {
    const etag = /\r\nETag: ([^\r]*)/.exec(await exchangeOnce(port, head("GET", "crumb.test", "/", HTTPS), true))?.[1] ?? "";
    const { simple, node, tookNodesPath } = await bothWays(head("GET", "crumb.test", "/", `${HTTPS}If-None-Match: ${etag}\r\n`));
    expect(tookNodesPath).toBe(false);
    expect(simple.startsWith("HTTP/1.1 304 Not Modified\r\n")).toBe(true);
    expect(simple).toBe(node);
  });

  it.each([
    ["the domain's not-found page", "crumb.test", "/nowhere", HTTPS],
    ["a QR address", "crumb.test", "/q/module", ""],
    ["an image address", "crumb.test", "/media/module", HTTPS],
    ["Caddy's certificate question on a domain's host", "crumbandco.test", "/api/tls-ask?domain=crumb.test", ""],
    ["a protocol the proxy forwards that is neither http nor https", "www.crumb.test", "/", "X-Forwarded-Proto: gopher\r\n"],
    ["a host that is no project's", "nobody.test", "/", ""],
  ])("leaves %s to Node", async (_case, host, target, headers) => {
    const { simple, node, tookNodesPath } = await bothWays(head("GET", host, target, headers));
    expect(tookNodesPath).toBe(true);
    expect(simple).toBe(node);
  });

  it("marks a verified domain active at its first request over HTTPS, answered on the connection as Node answers it", async () => {
    const before = nodeRequests;
    const simple = await exchangeOnce(port, head("GET", "fresh-one.test", "/about", HTTPS), false);
    expect(nodeRequests).toBe(before);
    const node = await exchangeOnce(port, head("GET", "fresh-two.test", "/about", HTTPS), true);
    expect(simple).toMatch(/^HTTP\/1\.1 301 Moved Permanently\r\nStrict-Transport-Security: max-age=31536000\r\nLocation: https:\/\/crumb\.test\/about\r\n/);
    expect(simple).toBe(node);

    // A page of a verified primary domain: Node's answer over HTTP marks nothing; the connection's over HTTPS is the same page with HSTS, and marks it.
    const overHttp = await exchangeOnce(port, head("GET", "other.test", "/", "Accept-Encoding: br\r\n"), true);
    const afterNodes = nodeRequests;
    const overHttps = await exchangeOnce(port, head("GET", "other.test", "/", `Accept-Encoding: br\r\n${HTTPS}`), false);
    expect(nodeRequests).toBe(afterNodes);
    expect(overHttps).toBe(overHttp.replace("HTTP/1.1 200 OK\r\n", `HTTP/1.1 200 OK\r\n${DOMAIN_HSTS}`));

    const states = () => server.database.db.selectFrom("projectDomains").select(["host", "state"]).where("host", "in", ["fresh-one.test", "fresh-two.test", "other.test"]).orderBy("host").execute();
    await within(2_000, async () => (await states()).every((row) => row.state === "active"));
  });
});
