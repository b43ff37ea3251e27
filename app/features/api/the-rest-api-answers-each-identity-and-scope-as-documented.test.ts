import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { snapshot } from "../projects/test-fixtures";
import { openApiChecker } from "./api-test-fixtures";
import { createApiToken } from "./create-api-token.server";
import { revokeApiToken } from "./revoke-api-token.server";
import { addSiteLanguage } from "../projects/add-site-language.server";
import { API_SCOPES } from "./schema";

type Who = "owner" | "editor" | "viewer" | "leads" | "other" | "admin" | "suspended" | "anonymous" | "revoked" | "expired" | "readOnly";
const PEOPLE = ["owner", "editor", "viewer", "leads", "other", "admin", "suspended"] as const;
const EVERYONE: readonly Who[] = [...PEOPLE, "anonymous", "revoked", "expired", "readOnly"];

describe.each(testDialects())("the REST API answers each identity and scope as documented, on %s", (dialect) => {
  let server: TestServer;
  let checker: ReturnType<typeof openApiChecker>;
  const tokens = {} as Record<Who, string>;
  const db = () => server.database.db;

  async function call(who: Who, method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...init.headers };
    if (who !== "anonymous") headers.Authorization = `Bearer ${tokens[who]}`;
    if (init.body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(`${server.url}/api/v1${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    const body: unknown = await response.json();
    checker.check(method, path, response.status, body, response.headers);
    return { status: response.status, body: body as Record<string, unknown>, headers: response.headers };
  }

  beforeAll(async () => {
    server = await startTestServer(dialect, { ADMIN_EMAILS: "root@example.com" });
    const owner = new BrowserLikeClient(server.url);
    for (const who of PEOPLE) {
      const client = who === "owner" ? owner : new BrowserLikeClient(server.url);
      await signInThroughLocalProvider(client, { email: who === "admin" ? "root@example.com" : `${who}@example.com`, name: who });
    }
    expect((await owner.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Shop", id: "shop", start: "starter" }) })).status).toBe(303);
    const users = await db().selectFrom("users").select(["id", "email"]).execute();
    const idOf = (who: string) => users.find((user) => user.email === (who === "admin" ? "root@example.com" : `${who}@example.com`))?.id ?? "";
    for (const role of ["editor", "viewer", "leads"] as const)
      await db()
        .insertInto("projectMembers")
        .values({ projectId: "shop", userId: idOf(role), role, created: new Date() })
        .execute();
    await db().updateTable("users").set({ status: "suspended" }).where("email", "=", "suspended@example.com").execute();
    const now = new Date();
    await db()
      .insertInto("leads")
      .values({
        id: "lead1",
        projectId: "shop",
        sourceKind: "page",
        sourceSlug: "home",
        sourcePath: "/",
        sectionId: "contact",
        fields: { name: "Ana", custom: [] },
        searchText: "ana",
        status: "new",
        idempotencyKey: "k1",
        addressHash: "h",
        created: now,
        updated: now,
        deletedAt: null,
        spamReason: null,
      })
      .execute();
    const full = { name: "script", expiresInDays: 30, scopes: [...API_SCOPES] };
    for (const who of PEOPLE) tokens[who] = (await createApiToken(db(), { userId: idOf(who), isAdmin: who === "admin" }, full)).token;
    const ownerActor = { userId: idOf("owner"), isAdmin: false };
    const revoked = await createApiToken(db(), ownerActor, full);
    await revokeApiToken(db(), ownerActor, { tokenId: revoked.id });
    tokens.revoked = revoked.token;
    tokens.expired = (await createApiToken(db(), ownerActor, { ...full, expiresInDays: 7 }, new Date(Date.now() - 8 * 24 * 60 * 60 * 1000))).token;
    tokens.readOnly = (await createApiToken(db(), ownerActor, { name: "read", expiresInDays: 7, scopes: ["projects:read", "leads:read"] })).token;
    await addSiteLanguage(db(), ownerActor, {
      projectId: "shop",
      language: "fr",
      version: (await db().selectFrom("projects").select("settingsVersion").where("id", "=", "shop").executeTakeFirstOrThrow()).settingsVersion,
    });
    checker = openApiChecker((await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as Record<string, unknown>);
  }, 120_000);
  afterAll(() => server.stop());

  const reads: [string, Partial<Record<Who, number>>][] = [
    ["/projects", { other: 200, leads: 200 }],
    ["/projects/shop", { leads: 404, other: 404 }],
    ["/projects/shop/pages/home", { leads: 404, other: 404 }],
    ["/projects/shop/leads?status=all", { other: 404 }],
    ["/projects/shop/leads/lead1", { other: 404 }],
    ["/section-types", { other: 200, leads: 200 }],
    ["/projects/shop/languages", { leads: 404, other: 404 }],
    ["/projects/shop/pages/home/languages/fr", { leads: 404, other: 404 }],
  ];

  it.each(reads)("GET %s answers members by role and refuses strangers, bad tokens and suspended people", async (path, exceptions) => {
    const expected: Record<Who, number> = {
      owner: 200,
      editor: 200,
      viewer: 200,
      leads: 200,
      admin: 200,
      readOnly: 200,
      other: 404,
      suspended: 403,
      anonymous: 401,
      revoked: 401,
      expired: 401,
      ...exceptions,
    };
    for (const who of EVERYONE) expect((await call(who, "GET", path)).status, who).toBe(expected[who]);
  });

  it("the reference page lists every endpoint of the OpenAPI document, for anyone", async () => {
    const document = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as { openapi: string; paths: Record<string, object> };
    expect(document.openapi).toBe("3.1.0");
    const page = await fetch(`${server.url}/api/v1/reference`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const path of Object.keys(document.paths)) expect(html).toContain(`/api/v1${path}`);
  });

  it("the projects list holds only the caller's projects, with their role", async () => {
    expect((await call("viewer", "GET", "/projects")).body.projects).toEqual([expect.objectContaining({ id: "shop", role: "viewer" })]);
    expect((await call("other", "GET", "/projects")).body.projects).toEqual([]);
  });

  type Write = { method: string; path: string; body?: () => Promise<unknown>; headers?: () => Promise<Record<string, string>>; allowed: Who; seen: readonly Who[]; status: number };
  const homePage = () => db().selectFrom("pages").select(["id", "version", "sections"]).where("projectId", "=", "shop").where("slug", "=", "home").executeTakeFirstOrThrow();
  const seeProject: readonly Who[] = ["owner", "editor", "viewer", "admin"];
  const writes: [string, Write][] = [
    ["a new page", { method: "POST", path: "/projects/shop/pages", body: async () => ({ title: "Spring sale", slug: "spring" }), allowed: "editor", seen: seeProject, status: 201 }],
    [
      "new sections",
      {
        method: "PUT",
        path: "/projects/shop/pages/home/sections",
        body: async () => ({ sections: (await homePage()).sections.slice(1) }),
        headers: async () => ({ "If-Match": `"${(await homePage()).version}"` }),
        allowed: "editor",
        seen: seeProject,
        status: 200,
      },
    ],
    ["a language", { method: "POST", path: "/projects/shop/languages", body: async () => ({ language: "de" }), allowed: "owner", seen: seeProject, status: 201 }],
    [
      "a page's translation",
      {
        method: "PUT",
        path: "/projects/shop/pages/home/languages/fr",
        body: async () => ({ title: "Accueil" }),
        headers: async () => ({
          "If-Match": `"${(await db().selectFrom("pageLocalizations").select("version").where("language", "=", "fr").where("slug", "=", "home").executeTakeFirstOrThrow()).version}"`,
        }),
        allowed: "editor",
        seen: seeProject,
        status: 200,
      },
    ],
    ["publishing", { method: "POST", path: "/projects/shop/publish", allowed: "editor", seen: seeProject, status: 200 }],
    ["a lead's status", { method: "PATCH", path: "/projects/shop/leads/lead1", body: async () => ({ status: "archived" }), allowed: "editor", seen: [...seeProject, "leads"], status: 200 }],
  ];

  it.each(writes)("%s: refused to every other identity and scope without a change, then done by the allowed role", async (_name, write) => {
    const send = async (who: Who) => call(who, write.method, write.path, { body: await write.body?.(), headers: await write.headers?.() });
    const before = await snapshot(db());
    const refusedStatus = (who: Who) => ({ suspended: 403, anonymous: 401, revoked: 401, expired: 401, readOnly: 403 })[who as string] ?? (write.seen.includes(who) ? 403 : 404);
    for (const who of EVERYONE) {
      if (who === write.allowed || who === "owner") continue;
      expect((await send(who)).status, who).toBe(refusedStatus(who));
    }
    expect(await snapshot(db())).toEqual(before);
    expect((await send(write.allowed)).status).toBe(write.status);
    expect(await snapshot(db())).not.toEqual(before);
  });

  it("the published page is served to visitors, an unpublish takes it offline, and publishing it unchanged brings version 1 back", async () => {
    expect((await fetch(`${server.url}/shop`)).status).toBe(200);
    expect((await call("owner", "POST", "/projects/shop/unpublish")).status).toBe(200);
    expect((await fetch(`${server.url}/shop`)).status).toBe(404);
    expect((await call("owner", "POST", "/projects/shop/publish")).body.live).toBe(1);
    expect((await fetch(`${server.url}/shop`)).status).toBe(200);
  });

  it("sections need If-Match: 428 without it, 412 for an older version, and the ETag moves on", async () => {
    const read = await call("owner", "GET", "/projects/shop/pages/home");
    const etag = read.headers.get("ETag") ?? "";
    expect(etag).toBe(`"${String(read.body.version)}"`);
    const sections = read.body.sections as unknown[];
    expect((await call("owner", "PUT", "/projects/shop/pages/home/sections", { body: { sections } })).status).toBe(428);
    expect((await call("owner", "PUT", "/projects/shop/pages/home/sections", { body: { sections }, headers: { "If-Match": '"1"' } })).status).toBe(412);
    const saved = await call("owner", "PUT", "/projects/shop/pages/home/sections", { body: { sections }, headers: { "If-Match": etag } });
    expect(saved.status).toBe(200);
    expect(saved.headers.get("ETag")).toBe(`"${Number(read.body.version) + 1}"`);
  });

  it("invalid section content is refused with a message naming the field, and nothing changes", async () => {
    const read = await call("owner", "GET", "/projects/shop/pages/home");
    const [first, ...rest] = read.body.sections as { type: string; props: Record<string, unknown> }[];
    const broken = { ...first, props: { ...first?.props, title: "x".repeat(5000) } };
    const before = await snapshot(db());
    const refused = await call("owner", "PUT", "/projects/shop/pages/home/sections", { body: { sections: [broken, ...rest] }, headers: { "If-Match": read.headers.get("ETag") ?? "" } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("invalid");
    expect(String(refused.body.message)).toMatch(/Section 1 .*title/i);
    expect(await snapshot(db())).toEqual(before);
  });

  it("a POST sent again with its Idempotency-Key is answered the same and done once; the key with another body is refused", async () => {
    const headers = { "Idempotency-Key": "create-summer-1" };
    const first = await call("owner", "POST", "/projects/shop/pages", { body: { title: "Summer", slug: "summer" }, headers });
    const again = await call("owner", "POST", "/projects/shop/pages", { body: { title: "Summer", slug: "summer" }, headers });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await db().selectFrom("pages").select("id").where("slug", "=", "summer").execute()).toHaveLength(1);
    expect((await call("owner", "POST", "/projects/shop/pages", { body: { title: "Autumn", slug: "autumn" }, headers })).status).toBe(409);
  });

  it("every answer to a token carries RateLimit headers; unknown addresses and methods answer JSON 404 and 405", async () => {
    const answer = await call("owner", "GET", "/projects");
    expect(Number(answer.headers.get("RateLimit-Limit"))).toBeGreaterThan(0);
    expect(Number(answer.headers.get("RateLimit-Remaining"))).toBeLessThan(Number(answer.headers.get("RateLimit-Limit")));
    const unknown = await fetch(`${server.url}/api/v1/nothing`, { headers: { Authorization: `Bearer ${tokens.owner}` } });
    expect([unknown.status, await unknown.json()]).toEqual([404, { error: "not_found", message: "No endpoint at /api/v1/nothing." }]);
    const wrongMethod = await fetch(`${server.url}/api/v1/projects`, { method: "DELETE", headers: { Authorization: `Bearer ${tokens.owner}` } });
    expect([wrongMethod.status, wrongMethod.headers.get("Allow")]).toEqual([405, "GET"]);
  });

  it("fuzzed bodies, queries and headers on every endpoint get a 4xx, never a 5xx", async () => {
    const owner = await db().selectFrom("users").select("id").where("email", "=", "owner@example.com").executeTakeFirstOrThrow();
    // A token of its own, so the fuzzing does not spend the other tests' rate limit.
    const fuzzToken = (await createApiToken(db(), { userId: owner.id, isAdmin: false }, { name: "fuzz", expiresInDays: 7, scopes: [...API_SCOPES] })).token;
    const paths = Object.entries(((await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> }).paths);
    const concrete = (template: string) => template.replace("{projectId}", "shop").replace("{slug}", "home").replace("{leadId}", "lead1");
    const body = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string(),
      fc.constant("{"),
      fc.record({ sections: fc.array(fc.jsonValue(), { maxLength: 3 }), title: fc.string(), slug: fc.string(), status: fc.string(), publicationId: fc.string() }).map((value) => JSON.stringify(value)),
    );
    for (const [template, operations] of paths) {
      for (const method of Object.keys(operations).filter((name) => name !== "get")) {
        await fc.assert(
          fc.asyncProperty(body, fc.string({ maxLength: 20 }), fc.constantFrom("application/json", "text/plain", ""), async (text, ifMatch, type) => {
            const response = await fetch(`${server.url}/api/v1${concrete(template)}`, {
              method: method.toUpperCase(),
              headers: { Authorization: `Bearer ${fuzzToken}`, "Content-Type": type, "If-Match": ifMatch.replace(/[^\x20-\x7e]/g, "") },
              body: text,
            });
            await response.arrayBuffer();
            expect(response.status, `${method} ${template} with ${text}`).toBeLessThan(500);
          }),
          { numRuns: 15 },
        );
      }
    }
    const query = fc.dictionary(fc.constantFrom("status", "q", "from", "to", "cursor", "limit", "source", "search"), fc.string({ maxLength: 30 }));
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const response = await fetch(`${server.url}/api/v1/projects/shop/leads?${new URLSearchParams(params)}`, { headers: { Authorization: `Bearer ${fuzzToken}` } });
        await response.arrayBuffer();
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 30 },
    );
    // About 120 requests, several of them publications: minutes on a loaded machine.
  }, 300_000);
});
