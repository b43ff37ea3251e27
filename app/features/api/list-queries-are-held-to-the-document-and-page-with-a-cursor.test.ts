import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createProject } from "../projects/create-project.server";
import { startApiContract, type ApiContract } from "./test-fixtures";

describe.each(testDialects())("list queries are held to the document and page with a cursor, on %s", (dialect) => {
  let api: ApiContract;
  const db = () => api.server.database.db;

  beforeAll(async () => {
    api = await startApiContract(dialect);
    const base = Date.UTC(2026, 0, 10);
    for (const [index, status] of (["new", "read", "new", "archived", "new"] as const).entries()) {
      const created = new Date(base + index * 60_000);
      await db()
        .insertInto("leads")
        .values({ id: `lead${index}`, projectId: "shop", sourceKind: "page", sourceSlug: "home", sourcePath: "/", sectionId: "contact", fields: { name: `Ana ${index}`, custom: [] }, searchText: "ana", status, idempotencyKey: `k${index}`, addressHash: "h", created, updated: created, deletedAt: null, spamReason: null })
        .execute();
    }
    const other = { userId: api.idOf("other"), isAdmin: false };
    for (const name of ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"]) await createProject(db(), other, { name, start: "blank" });
  }, 120_000);
  afterAll(() => api.server.stop());

  const refusals: [string, string][] = [
    ["/projects/shop/leads?status=bogus", "status"],
    ["/projects/shop/leads?from=2026-13-01", "from"],
    ["/projects/shop/leads?to=yesterday", "to"],
    ["/projects/shop/leads?from=2026-02-01&to=2026-01-01", "to"],
    ["/projects/shop/leads?cursor=not-a-cursor", "cursor"],
    [`/projects/shop/leads?cursor=${Buffer.from("2026-01-01T00:00:00.000Z|x y").toString("base64url")}`, "cursor"],
    ["/projects/shop/leads?limit=0", "limit"],
    ["/projects/shop/leads?limit=ten", "limit"],
    ["/projects/shop/leads?source=somewhere", "source"],
    ["/projects/shop/leads?stauts=new", "stauts"],
    ["/projects/shop/leads?status=new&status=read", "status"],
    ["/projects?cursor=AAAA", "cursor"],
    ["/projects?limit=500", "limit"],
    ["/projects?page=2", "page"],
    ["/section-types?verbose=1", "verbose"],
    ["/projects/shop/pages/home?fields=all", "fields"],
  ];

  it.each(refusals)("GET %s is a 400 naming %s", async (path, name) => {
    const answer = await api.call("owner", "GET", path);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("invalid");
    expect(String(answer.body.message)).toMatch(new RegExp(`^Query parameter ${name}: `));
    expect(answer.body.fieldErrors).toHaveProperty(name);
  });

  it("the leads list pages through a filter with nextCursor, each lead once, and the last page has none", async () => {
    const first = await api.call("owner", "GET", "/projects/shop/leads?status=all&limit=2");
    const ids = (page: typeof first) => (page.body.leads as { id: string }[]).map((lead) => lead.id);
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual(["lead4", "lead3"]);
    const second = await api.call("owner", "GET", `/projects/shop/leads?status=all&limit=2&cursor=${String(first.body.nextCursor)}`);
    expect(ids(second)).toEqual(["lead2", "lead1"]);
    const last = await api.call("owner", "GET", `/projects/shop/leads?status=all&limit=2&cursor=${String(second.body.nextCursor)}`);
    expect([ids(last), last.body.nextCursor]).toEqual([["lead0"], null]);
    const newOnes = await api.call("owner", "GET", "/projects/shop/leads?status=new&from=2026-01-10&to=2026-01-10");
    expect(ids(newOnes)).toEqual(["lead4", "lead2", "lead0"]);
  });

  it("the projects list pages with nextCursor like the leads list, and hasMore says whether one follows", async () => {
    const seen: string[] = [];
    let cursor: unknown = undefined;
    for (let page = 0; page < 5; page++) {
      const answer = await api.call("other", "GET", `/projects?limit=2${cursor ? `&cursor=${String(cursor)}` : ""}`);
      expect(answer.status).toBe(200);
      seen.push(...(answer.body.projects as { id: string }[]).map((project) => project.id));
      expect(answer.body.hasMore).toBe(answer.body.nextCursor !== null);
      cursor = answer.body.nextCursor;
      if (cursor === null) break;
    }
    expect(cursor).toBeNull();
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    const all = await api.call("other", "GET", "/projects");
    expect((all.body.projects as { id: string }[]).map((project) => project.id)).toEqual(seen);
  });
});
