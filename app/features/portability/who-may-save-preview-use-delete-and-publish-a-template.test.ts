import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import type { MemberRole } from "~/access/project-roles";

type Who = "owner" | "editor" | "viewer" | "leads" | "other" | "admin" | "suspended" | "anonymous";
const EVERYONE: readonly Who[] = ["owner", "editor", "viewer", "leads", "other", "admin", "suspended", "anonymous"];

describe.each(testDialects())("who may save, preview, use, delete and publish a saved template on %s", (dialect) => {
  let server: TestServer;
  let templateId: string;
  const clients = {} as Record<Who, BrowserLikeClient>;
  const db = () => server.database.db;
  const state = async () => ({
    templates: await db().selectFrom("savedTemplates").select(["id", "name", "publishedAt"]).orderBy("id").execute(),
    projects: (await db().selectFrom("projects").select("id").orderBy("id").execute()).map((row) => row.id),
    audit: (await db().selectFrom("adminAuditLog").select("action").execute()).length,
  });
  const post = (who: Who, path: string, body: Record<string, string>) => clients[who].request(path, { method: "POST", body: new URLSearchParams(body) });
  const save = (who: Who, name = "Shop template") => post(who, "/project/shop/save-as-template", { intent: "save-as-template", name, description: "A shop." });
  const createFrom = (who: Who, id: string) => post(who, "/?index", { intent: "create-project", name: `From ${who}`, id, start: templateId });

  beforeAll(async () => {
    server = await startTestServer(dialect, { ADMIN_EMAILS: "root@example.com" });
    for (const who of EVERYONE) clients[who] = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(clients.owner, { email: "owner@example.com", name: "Owner" });
    await signInThroughLocalProvider(clients.other, { email: "other@example.com", name: "Other" });
    await signInThroughLocalProvider(clients.admin, { email: "root@example.com", name: "Root" });
    await signInThroughLocalProvider(clients.suspended, { email: "gone@example.com", name: "Gone" });
    expect((await post("owner", "/?index", { intent: "create-project", name: "Shop", id: "shop", start: "starter" })).status).toBe(303);
    for (const role of ["editor", "viewer", "leads"] as const satisfies readonly MemberRole[]) {
      await signInThroughLocalProvider(clients[role], { email: `${role}@example.com`, name: role });
      const { id } = await db().selectFrom("users").select("id").where("email", "=", `${role}@example.com`).executeTakeFirstOrThrow();
      await db().insertInto("projectMembers").values({ projectId: "shop", userId: id, role, created: new Date() }).execute();
    }
  }, 60_000);
  afterAll(() => server.stop());

  it("POST /project/{id}/save-as-template: only the owner saves; bad input is a 400; everyone else changes nothing", async () => {
    await db().updateTable("users").set({ status: "suspended" }).where("email", "=", "gone@example.com").execute();
    const before = await state();
    const statuses = Object.fromEntries(await Promise.all((["editor", "viewer", "leads", "other", "admin", "suspended", "anonymous"] as const).map(async (who) => [who, (await save(who)).status])));
    expect(statuses).toEqual({ editor: 403, viewer: 403, leads: 404, other: 404, admin: 403, suspended: 302, anonymous: 302 });
    const empty = await save("owner", " ");
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ fieldErrors: { name: "Enter a name." } });
    expect((await post("owner", "/project/shop/save-as-template", { intent: "nonsense" })).status).toBe(400);
    expect((await clients.owner.request("/project/shop/save-as-template")).status).toBe(405);
    expect(await state()).toEqual(before);
    const saved = await save("owner");
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/project/shop/settings");
    templateId = (await db().selectFrom("savedTemplates").select("id").executeTakeFirstOrThrow()).id;
  });

  it("GET /saved-template-preview/{id}: the owner and admins see it; members, other partners and the signed out do not", async () => {
    const path = `/saved-template-preview/${templateId}`;
    for (const who of ["owner", "admin"] as const) {
      const answer = await clients[who].request(path);
      expect(answer.status, who).toBe(200);
      const html = await answer.text();
      expect(html).toContain("<html");
      expect(html).not.toContain("<script>");
    }
    for (const who of ["editor", "other"] as const) expect((await clients[who].request(path)).status, who).toBe(404);
    expect((await clients.anonymous.request(path)).status).toBe(302);
    expect((await clients.suspended.request(path)).headers.get("Location")).toBe("/unverified");
    expect((await clients.owner.request("/saved-template-preview/saved-nosuchtemplate00")).status).toBe(404);
  });

  it("the dashboard offers it under Your templates to its owner only, and only the owner starts a project from it", async () => {
    const gallery = await (await clients.owner.request("/?modal=new-project")).text();
    expect(gallery).toContain("Your templates");
    expect(gallery).toContain(`/saved-template-preview/${templateId}`);
    expect(await (await clients.other.request("/?modal=new-project")).text()).not.toContain("Shop template");
    const before = await state();
    expect((await createFrom("other", "stolen")).status).toBe(404);
    expect((await createFrom("anonymous", "anon")).status).toBe(302);
    expect((await createFrom("suspended", "gone")).headers.get("Location")).toBe("/unverified");
    expect(await state()).toEqual(before);
    const made = await createFrom("owner", "shopcopy");
    expect(made.status).toBe(303);
    expect(made.headers.get("Location")).toBe("/project/shopcopy");
    const taken = await createFrom("owner", "shopcopy");
    expect(taken.status).toBe(409);
  });

  it("/admin/templates: an admin publishes it to every partner and takes it back, each in the audit log; nobody else may", async () => {
    for (const who of ["owner", "other"] as const) expect((await clients[who].request("/admin/templates")).status, who).toBe(403);
    expect((await clients.admin.request("/admin/templates")).status).toBe(200);
    const before = await state();
    for (const who of ["owner", "other"] as const) expect((await post(who, "/admin/templates", { intent: "publish-template", templateId })).status, who).toBe(403);
    expect((await post("anonymous", "/admin/templates", { intent: "publish-template", templateId })).status).toBe(302);
    expect((await post("admin", "/admin/templates", { intent: "publish-template", templateId: "saved-nosuchtemplate00" })).status).toBe(404);
    expect((await post("admin", "/admin/templates", { intent: "delete-everything", templateId })).status).toBe(400);
    expect(await state()).toEqual(before);
    expect((await post("admin", "/admin/templates", { intent: "publish-template", templateId })).status).toBe(303);
    expect(await (await clients.other.request("/?modal=new-project")).text()).toContain("Templates shared with every partner");
    expect((await clients.other.request(`/saved-template-preview/${templateId}`)).status).toBe(200);
    expect((await createFrom("other", "othershop")).status).toBe(303);
    expect((await post("admin", "/admin/templates", { intent: "unpublish-template", templateId })).status).toBe(303);
    expect((await clients.other.request(`/saved-template-preview/${templateId}`)).status).toBe(404);
    expect((await db().selectFrom("adminAuditLog").select("action").orderBy("id").execute()).map((row) => row.action)).toEqual(["publish-template", "unpublish-template"]);
  });

  it("POST /saved-templates/{id}: only its owner deletes it", async () => {
    const before = await state();
    for (const who of ["other", "editor"] as const) expect((await post(who, `/saved-templates/${templateId}`, { intent: "delete-template" })).status, who).toBe(404);
    expect((await post("admin", `/saved-templates/${templateId}`, { intent: "delete-template" })).status).toBe(403);
    expect((await post("anonymous", `/saved-templates/${templateId}`, { intent: "delete-template" })).status).toBe(302);
    expect((await post("owner", `/saved-templates/${templateId}`, { intent: "nonsense" })).status).toBe(400);
    expect(await state()).toEqual(before);
    const deleted = await post("owner", `/saved-templates/${templateId}`, { intent: "delete-template" });
    expect(deleted.status).toBe(303);
    expect((await state()).templates).toEqual([]);
  });
});
