import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishProject } from "../../app/features/publishing/publish-project.server";
import { pageCssBuilder } from "../../app/features/publishing/site-stylesheet.server";
import { libraryImageSources } from "~/features/assets/library-images.server";
import { publishLeadProject, VALID_ANSWERS } from "../../app/features/leads/test-fixtures";
import { BrowserLikeClient, signInThroughLocalProvider } from "../testing/browser-like-client";
import { rawRequest } from "../testing/raw-request";
import { startTestServer, type TestServer } from "../testing/test-server";

/** A server with the lead project published, whose owner signed in through the local provider. */
async function serverWithLeadForm(env: Record<string, string>): Promise<{ server: TestServer; homeSlug: string }> {
  const server = await startTestServer("sqlite", env);
  await signInThroughLocalProvider(new BrowserLikeClient(server.url), { email: "owner@example.com", name: "Owner" });
  const { db } = server.database;
  const owner = { userId: (await db.selectFrom("users").select("id").executeTakeFirstOrThrow()).id, isAdmin: false };
  await publishLeadProject(db, owner, () => publishProject(db, owner, { projectId: "acme", origin: server.url, cssBuilder: pageCssBuilder, libraryImages: libraryImageSources }));
  const homeSlug = (await db.selectFrom("pages").select("slug").where("projectId", "=", "acme").executeTakeFirstOrThrow()).slug;
  return { server, homeSlug };
}

describe("lead capture in front of the app", () => {
  let server: TestServer;
  let homeSlug = "";
  const post = (body: unknown, headers: Record<string, string> = {}, path = `/api/leads/acme?from=${homeSlug}`) =>
    fetch(`${server.url}${path}`, { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json", Origin: server.url, ...headers } });
  const leadCount = async () => (await server.database.db.selectFrom("leads").select("id").execute()).length;

  beforeAll(async () => {
    ({ server, homeSlug } = await serverWithLeadForm({ LEAD_LIMIT_PER_ADDRESS: "2" }));
  });
  afterAll(() => server.stop());

  it("answers with the app's security headers, and leaves other methods to the app's 405", async () => {
    const answer = await post({ ...VALID_ANSWERS, idempotencyKey: "headers-key-1" }, {}, `/api/leads/acme/?from=${homeSlug}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    for (const method of ["GET", "PUT", "DELETE"]) {
      const other = await fetch(`${server.url}/api/leads/acme?from=${homeSlug}`, { method, headers: { Origin: server.url } });
      expect(other.status, method).toBe(405);
      expect(other.headers.get("allow")).toBe("POST");
    }
  });

  it("lets a module's error page show inside the iframes other sites embed it in, and keeps a page's out of them", async () => {
    const form = (from: string, sectionId: string) =>
      fetch(`${server.url}/api/leads/acme?from=${from}`, { method: "POST", body: new URLSearchParams({ sectionId, email: "not-an-email" }), headers: { Origin: server.url } });
    const fromModule = await form("join/module", "signup");
    expect(fromModule.status).toBe(422);
    expect(fromModule.headers.get("content-security-policy")).toContain("frame-ancestors *");
    expect(fromModule.headers.get("x-frame-options")).toBeNull();
    const fromPage = await form(homeSlug, "contact1");
    expect(fromPage.status).toBe(422);
    expect(fromPage.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("refuses a submission another site's page makes a browser send, and stores nothing", async () => {
    const before = await leadCount();
    expect((await post({ ...VALID_ANSWERS, idempotencyKey: "foreign-key-1" }, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await post({ ...VALID_ANSWERS, idempotencyKey: "foreign-key-2" }, { Origin: "", "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    expect(await leadCount()).toBe(before);
  });

  it("refuses a submission whose Origin only matches the Host it names, and takes one from PUBLIC_URL's origin, where pages are served", async () => {
    const before = await leadCount();
    const submit = (key: string, headers: Record<string, string>) =>
      rawRequest(`${server.url}/api/leads/acme?from=${homeSlug}`, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify({ ...VALID_ANSWERS, idempotencyKey: key }) });
    // A host that is no project's never reaches lead capture (docs/security.md#host-names); a machine address does, and proves nothing either.
    expect((await submit("unknown-host-1", { Host: "evil.example", Origin: "http://evil.example" })).status).toBe(404);
    const machineAddress = `127.0.0.1:${new URL(server.url).port}`;
    const forged = await submit("forged-host-1", { Host: machineAddress, Origin: `http://${machineAddress}` });
    expect(forged.status).toBe(403);
    expect(await leadCount()).toBe(before);
    expect((await submit("same-site-1", { Origin: server.url })).status).toBe(200);
    expect(await leadCount()).toBe(before + 1);
  });

  it("answers a malformed idempotency key with 400 and a message about it, as a page to a form post and as JSON to the script, storing nothing", async () => {
    const before = await leadCount();
    const page = await fetch(`${server.url}/api/leads/acme?from=${homeSlug}`, {
      method: "POST",
      body: new URLSearchParams({ ...VALID_ANSWERS, idempotencyKey: "not a key!" }),
      headers: { Origin: server.url },
    });
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toContain("The form sent a malformed idempotency key");
    const json = await post({ ...VALID_ANSWERS, idempotencyKey: "short" });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ ok: false, message: expect.stringContaining("The form sent a malformed idempotency key") });
    expect(await leadCount()).toBe(before);
  });

  it("ignores a forged X-Forwarded-For when no proxy is trusted, so it cannot dodge the per-address limit", async () => {
    const answers = [1, 2, 3].map((n) => post({ ...VALID_ANSWERS, idempotencyKey: `forged-${n}-key` }, { "X-Forwarded-For": `198.51.100.${n}` }));
    const statuses = [];
    for (const answer of answers) statuses.push((await answer).status);
    expect(statuses).toContain(429);
  });

  it("answers 413 to an oversized body sent without a length, closes that connection, and keeps serving", async () => {
    const status = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const request = http.request(`${server.url}/api/leads/acme?from=${homeSlug}`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url } }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
      });
      request.on("error", reject);
      const chunk = `message=${"x".repeat(16 * 1024)}`;
      for (let index = 0; index < 8; index += 1) request.write(chunk);
      request.end();
    });
    expect(status).toEqual({ status: 413, connection: "close" });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe("lead capture behind a trusted proxy", () => {
  let server: TestServer;
  let homeSlug = "";

  beforeAll(async () => {
    ({ server, homeSlug } = await serverWithLeadForm({ LEAD_LIMIT_PER_ADDRESS: "1", TRUST_PROXY: "loopback" }));
  });
  afterAll(() => server.stop());

  it("counts and hashes each visitor by the address the proxy forwarded", async () => {
    const post = (key: string, forwardedFor: string) =>
      fetch(`${server.url}/api/leads/acme?from=${homeSlug}`, {
        method: "POST",
        body: JSON.stringify({ ...VALID_ANSWERS, idempotencyKey: key }),
        headers: { "Content-Type": "application/json", Origin: server.url, "X-Forwarded-For": forwardedFor },
      });
    expect((await post("proxied-key-1", "198.51.100.1")).status).toBe(200);
    expect((await post("proxied-key-2", "198.51.100.2")).status).toBe(200);
    expect((await post("proxied-key-3", "198.51.100.1")).status).toBe(429);
    const hashes = await server.database.db.selectFrom("leads").select("addressHash").execute();
    expect(new Set(hashes.map((row) => row.addressHash)).size).toBe(2);
  });
});
