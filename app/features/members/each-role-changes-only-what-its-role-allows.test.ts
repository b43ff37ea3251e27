import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import type { BrowserLikeClient } from "../../../server/testing/browser-like-client";
import { ADMIN_EMAIL, addEveryMemberRole, signInEveryIdentity, type Identity } from "../../../server/testing/every-identity";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import type { MemberRole } from "~/access/project-roles";
import { snapshot } from "../projects/test-fixtures";

type Who = MemberRole | "other" | "admin" | "suspended" | "anonymous";
type Post = { path: string; body: () => Promise<Record<string, string>>; allowed: Who; seen: readonly Who[] };

describe.each(testDialects())("each member role changes only what its role allows, over HTTP, on %s", (dialect) => {
  let server: TestServer;
  let clients: Record<Identity, BrowserLikeClient>;
  const db = () => server.database.db;
  const homePage = async () => db().selectFrom("pages").select(["id", "version", "sections"]).where("projectId", "=", "shop").where("slug", "=", "home").executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await startTestServer(dialect, { ADMIN_EMAILS: ADMIN_EMAIL });
    clients = await signInEveryIdentity(server);
    expect((await clients.owner.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Shop", id: "shop", start: "starter" }) })).status).toBe(303);
    await addEveryMemberRole(server, "shop");
    const now = new Date();
    await db()
      .insertInto("leads")
      .values({ id: "lead1", projectId: "shop", sourceKind: "page", sourceSlug: "home", sourcePath: "/", sectionId: "contact", fields: { custom: [] }, searchText: "", status: "new", idempotencyKey: "k1", addressHash: "h", created: now, updated: now, deletedAt: null, spamReason: null })
      .execute();
  });
  afterAll(() => server.stop());

  const everyoneWhoSeesTheProject: readonly Who[] = ["owner", "editor", "viewer", "admin"];
  const posts: [string, Post][] = [
    ["publish", { path: "/project/shop/publish", body: async () => ({ intent: "publish" }), allowed: "editor", seen: everyoneWhoSeesTheProject }],
    [
      "the editor's save",
      {
        path: "/editor-save/shop",
        body: async () => {
          const page = await homePage();
          return { kind: "page", documentId: page.id, version: String(page.version), sections: JSON.stringify(page.sections.slice(1)) };
        },
        allowed: "editor",
        seen: everyoneWhoSeesTheProject,
      },
    ],
    [
      "where a module may be embedded",
      {
        path: "/project/shop/urls",
        body: async () => {
          const now = new Date();
          await db().insertInto("modules").values({ id: "module1", projectId: "shop", slug: "contact-block", name: "Contact block", sections: [], version: 1, created: now, updated: now }).execute();
          return { intent: "set-embed-hosts", moduleId: "module1", embedding: "hosts", hosts: "crumbandco.com" };
        },
        allowed: "editor",
        seen: everyoneWhoSeesTheProject,
      },
    ],
    ["a new folder", { path: "/project/shop/assets", body: async () => ({ intent: "create-folder", name: "Photos" }), allowed: "editor", seen: everyoneWhoSeesTheProject }],
    ["deleting a lead", { path: "/project/shop/leads", body: async () => ({ intent: "delete", ids: "lead1" }), allowed: "editor", seen: [...everyoneWhoSeesTheProject, "leads"] }],
    ["an invitation", { path: "/project/shop/members", body: async () => ({ intent: "invite", email: "new@example.com", role: "viewer" }), allowed: "owner", seen: everyoneWhoSeesTheProject }],
  ];

  it.each(posts)("POST %s: refused to every other identity without a change, then done by the allowed role", async (_name, { path, body, allowed, seen }) => {
    const values = await body();
    const post = (who: Who) => clients[who].request(path, { method: "POST", body: new URLSearchParams(values) });
    const before = await snapshot(db());
    for (const who of ["owner", "editor", "viewer", "leads", "other", "admin"] as const) {
      if (who === allowed || (allowed === "editor" && who === "owner")) continue;
      const refused = await post(who);
      expect(refused.status, who).toBe(seen.includes(who) ? 403 : 404);
    }
    expect((await post("suspended")).status).toBeGreaterThanOrEqual(300);
    expect((await post("anonymous")).status).toBeGreaterThanOrEqual(300);
    expect(await snapshot(db())).toEqual(before);
    const done = await post(allowed);
    expect(done.status).toBeLessThan(400);
    expect(await snapshot(db())).not.toEqual(before);
  });

  it("the owner sees the editor's publication and the deleted lead in the activity log; the viewer sees no log; the leads member gets 404", async () => {
    const log = await (await clients.owner.request("/project/shop/members")).text();
    expect(log).toContain("editor published version 1");
    expect(log).toContain("editor deleted 1 lead(s)");
    expect(log).toContain("owner invited new@example.com as viewer");
    expect(await (await clients.viewer.request("/project/shop/members")).text()).not.toContain("published version");
    expect((await clients.leads.request("/project/shop/members")).status).toBe(404);
  });

  it("a leads member leaves the project from the inbox, which then is 404 for them", async () => {
    expect(await (await clients.leads.request("/project/shop/leads")).text()).toContain("Leave the project");
    const left = await clients.leads.request("/project/shop/members", { method: "POST", body: new URLSearchParams({ intent: "leave" }) });
    expect(left.headers.get("Location")).toBe("/");
    expect((await clients.leads.request("/project/shop/leads")).status).toBe(404);
  });

  it("the admin area shows the members of each project of a user", async () => {
    const { id } = await db().selectFrom("users").select("id").where("email", "=", "viewer@example.com").executeTakeFirstOrThrow();
    expect(await (await clients.admin.request(`/admin/users/${id}`)).text()).toContain("Members: owner (owner), editor (editor), viewer (viewer)");
  });
});
