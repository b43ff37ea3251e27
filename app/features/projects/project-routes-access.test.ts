import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { READ_ONLY_MESSAGE, roleRefusalMessage } from "~/access/access-messages";
import type { MemberRole } from "~/access/project-roles";
import { snapshot } from "./test-fixtures";

type Who = "owner" | "editor" | "viewer" | "leads" | "other" | "admin" | "suspended" | "anonymous";
const EVERYONE: readonly Who[] = ["owner", "editor", "viewer", "leads", "other", "admin", "suspended", "anonymous"];
type Body = Record<string, string | string[]>;

function form(body: Body): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) for (const item of [value].flat()) params.append(key, item);
  return params;
}

describe.each(testDialects())("who reaches the project screens and their actions on %s", (dialect) => {
  let server: TestServer;
  const clients = {} as Record<Who, BrowserLikeClient>;
  const db = () => server.database.db;
  const pageId = async (slug: string) => (await db().selectFrom("pages").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
  const moduleId = async (slug: string) => (await db().selectFrom("modules").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    server = await startTestServer(dialect, { ADMIN_EMAILS: "root@example.com" });
    for (const who of EVERYONE) clients[who] = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(clients.owner, { email: "owner@example.com", name: "Owner" });
    await signInThroughLocalProvider(clients.other, { email: "other@example.com", name: "Other" });
    await signInThroughLocalProvider(clients.admin, { email: "root@example.com", name: "Root" });
    await signInThroughLocalProvider(clients.suspended, { email: "gone@example.com", name: "Gone" });
    await db().updateTable("users").set({ status: "suspended" }).where("email", "=", "gone@example.com").execute();
    const created = await clients.owner.request("/?index", { method: "POST", body: form({ intent: "create-project", name: "Shop", id: "shop", start: "starter" }) });
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe("/project/shop");
    await clients.owner.request("/project/shop", { method: "POST", body: form({ intent: "create", kind: "module", name: "Footer", slug: "footer" }) });
    for (const role of ["editor", "viewer", "leads"] as const satisfies readonly MemberRole[]) {
      await signInThroughLocalProvider(clients[role], { email: `${role}@example.com`, name: role });
      const { id } = await db().selectFrom("users").select("id").where("email", "=", `${role}@example.com`).executeTakeFirstOrThrow();
      await db().insertInto("projectMembers").values({ projectId: "shop", userId: id, role, created: new Date() }).execute();
    }
  });
  afterAll(() => server.stop());

  const screens = [
    "/project/shop",
    "/project/shop/settings",
    "/project/shop/settings/redirects",
    "/project/shop/urls",
    "/project/shop/leads",
    "/project/shop/assets",
    "/editor/shop/home",
    "/editor-module/shop/footer",
  ];

  it.each(screens)("GET %s: owner, editor, viewer and admin see it, a leads member and another partner get the product's 404, others are sent away", async (path) => {
    for (const who of ["owner", "editor", "viewer", "admin"] as const) expect((await clients[who].request(path)).status, who).toBe(200);
    const leadsOnly = await clients.leads.request(path);
    expect(leadsOnly.status).toBe(path.endsWith("/leads") ? 200 : 404);
    const refused = await clients.other.request(path);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain(`Page not found: ${path}`);
    const anonymous = await clients.anonymous.request(path);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toBe(`/signin?${new URLSearchParams({ redirectTo: path })}`);
    const suspended = await clients.suspended.request(path);
    expect(suspended.headers.get("Location")).toBe("/unverified");
  });

  it("GET of a project id nobody owns is the same 404 as another partner's project", async () => {
    const response = await clients.owner.request("/project/nosuchproject/settings");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page not found: /project/nosuchproject/settings");
  });

  it("GET of the screens a viewer reads says why they cannot change anything, and the header names the other members", async () => {
    const overview = await (await clients.viewer.request("/project/shop")).text();
    expect(overview).toContain("You are a viewer of this project: you can look at everything but not change it.");
    expect(overview).toContain("Also in this project: Owner (owner), editor (editor), leads (leads only)");
    expect(await (await clients.viewer.request("/editor/shop/home")).text()).toContain("You are a viewer of this project");
    expect(await (await clients.editor.request("/project/shop/settings")).text()).toContain("Only the owner of the project can change this.");
  });

  it("GET /project/shop/leads/export: every member who reads leads and the admin download them; others are refused", async () => {
    for (const who of ["owner", "editor", "viewer", "leads", "admin"] as const) {
      const response = await clients[who].request("/project/shop/leads/export");
      expect(response.status, who).toBe(200);
      expect(response.headers.get("Content-Type")).toContain("text/csv");
    }
    expect((await clients.other.request("/project/shop/leads/export")).status).toBe(404);
    expect((await clients.anonymous.request("/project/shop/leads/export")).status).toBe(302);
  });

  it("GET /project/shop/urls/qr: who sees the project gets its QR codes; POST makes a messaging link's code for the owner and editors only", async () => {
    const image = "/project/shop/urls/qr?path=%2Fshop&format=print";
    for (const who of ["owner", "editor", "viewer", "admin"] as const) expect((await clients[who].request(image)).status, who).toBe(200);
    for (const who of ["leads", "other"] as const) expect((await clients[who].request(image)).status, who).toBe(404);
    expect((await clients.anonymous.request(image)).headers.get("Location")).toMatch(/^\/signin\?/);
    expect((await clients.suspended.request(image)).headers.get("Location")).toBe("/unverified");

    const codes = async () => (await db().selectFrom("qrCodes").select("code").execute()).length;
    const make = (who: Who) => clients[who].request("/project/shop/urls/qr", { method: "POST", body: form({ target: "https://t.me/pagewright" }) });
    const before = await codes();
    const refusals: [Who, number][] = [["viewer", 403], ["admin", 403], ["leads", 404], ["other", 404], ["anonymous", 302], ["suspended", 302]];
    for (const [who, status] of refusals) expect((await make(who)).status, who).toBe(status);
    expect(await codes()).toBe(before);
    for (const who of ["owner", "editor"] as const) expect((await make(who)).status, who).toBe(200);
    expect(await codes()).toBe(before + 1);
  });

  it("POST /project/shop/urls: owners and editors retarget and delete QR codes; everyone else is refused and changes nothing", async () => {
    await clients.owner.request("/project/shop/urls");
    const codes = () => db().selectFrom("qrCodes").selectAll().where("projectId", "=", "shop").orderBy("code").execute();
    const codeOf = async (target: string) => (await db().selectFrom("qrCodes").select("code").where("projectId", "=", "shop").where("target", "=", target).where("deletedAt", "is", null).executeTakeFirstOrThrow()).code;
    const home = await codeOf("/shop");
    const post = (who: Who, body: Body) => clients[who].request("/project/shop/urls", { method: "POST", body: form(body) });
    const intents: Body[] = [
      { intent: "retarget-qr-code", code: home, target: "/shop/footer/module" },
      { intent: "delete-qr-code", code: home },
    ];
    const refusals: [Who, number, string | null][] = [
      ["viewer", 403, roleRefusalMessage("viewer")],
      ["admin", 403, READ_ONLY_MESSAGE],
      ["leads", 404, "Page not found: /project/shop/urls"],
      ["other", 404, "Page not found: /project/shop/urls"],
      ["anonymous", 302, null],
      ["suspended", 302, null],
    ];
    for (const body of intents) {
      const before = { codes: await codes(), projects: await snapshot(db()) };
      for (const [who, status, message] of refusals) {
        const answer = await post(who, body);
        expect(answer.status, `${who} ${body.intent}`).toBe(status);
        if (message) expect(await answer.text(), `${who} ${body.intent}`).toContain(message.replaceAll("'", "&#x27;"));
      }
      expect({ codes: await codes(), projects: await snapshot(db()) }).toEqual(before);
    }
    expect((await post("editor", intents[0] ?? {})).status).toBe(303);
    expect((await post("owner", { intent: "retarget-qr-code", code: home, target: "/shop" })).status).toBe(303);
    expect((await post("editor", intents[1] ?? {})).status).toBe(303);
    await clients.owner.request("/project/shop/urls");
    expect((await post("owner", { intent: "delete-qr-code", code: await codeOf("/shop") })).status).toBe(303);
  });

  it("GET / lists owned and shared projects with the role; a leads member's card opens the inbox", async () => {
    expect(await (await clients.viewer.request("/")).text()).toContain("Shared with you · Viewer");
    const leadsHome = await (await clients.leads.request("/")).text();
    expect(leadsHome).toContain("/project/shop/leads");
    expect(leadsHome).toContain("Shared with you · Leads only");
  });

  it("GET / shows each partner only their own projects", async () => {
    expect(await (await clients.owner.request("/")).text()).toContain("/project/shop");
    expect(await (await clients.other.request("/")).text()).not.toContain("/project/shop");
    expect((await clients.suspended.request("/")).headers.get("Location")).toBe("/unverified");
    expect(await (await clients.anonymous.request("/")).text()).toContain(">Sign in</a>");
  });

  it("GET /project-id-check answers signed-in partners in JSON and refuses the others with a status", async () => {
    const check = async (who: Who, id: string) => clients[who].request(`/project-id-check?${new URLSearchParams({ id })}`);
    expect(await (await check("other", "fresh")).json()).toEqual({ available: true, id: "fresh" });
    const taken = (await (await check("other", "SHOP")).json()) as { available: boolean; message: string; suggestion: string };
    expect(taken).toMatchObject({ available: false, message: "The id “shop” is already taken. Choose another one." });
    expect(taken.suggestion).toMatch(/^shop[a-z0-9]{4}$/);
    expect(await (await check("owner", "admin")).json()).toMatchObject({ available: false, message: expect.stringContaining("used by Pagewright") as unknown });
    expect((await check("anonymous", "fresh")).status).toBe(401);
    expect((await check("suspended", "fresh")).status).toBe(403);
  });

  const settingsVersion = async () => String((await db().selectFrom("projects").select("settingsVersion").where("id", "=", "shop").executeTakeFirstOrThrow()).settingsVersion);

  it("POST translate-page and translate-texts in the editor: the owner and editors translate a page, everyone else is refused and changes nothing", async () => {
    expect((await clients.owner.request("/project/shop/settings", { method: "POST", body: form({ intent: "add-language", language: "de", version: await settingsVersion() }) })).status).toBe(303);
    const home = await pageId("home");
    const path = "/editor/shop/home?language=de";
    const stored = () => db().selectFrom("pageLocalizations").selectAll().where("pageId", "=", home).where("language", "=", "de").executeTakeFirstOrThrow();
    const [sectionId, words] = Object.entries((await stored()).texts)[0] ?? [];
    const textPath = Object.keys(words ?? {})[0] ?? "";
    const bodies: Body[] = [
      { intent: "translate-page", pageId: home, language: "de", version: "1", title: "Startseite", slug: "start", seoTitle: "Frisches Brot" },
      { intent: "translate-texts", pageId: home, language: "de", version: "2", texts: JSON.stringify({ [sectionId ?? ""]: { [textPath]: "Frisches Brot jeden Morgen" } }) },
    ];
    for (const who of ["owner", "editor", "viewer", "admin"] as const) {
      const view = await clients[who].request(path);
      expect(view.status, who).toBe(200);
      expect(await view.text(), who).toContain("Not translated yet");
    }
    for (const who of ["leads", "other"] as const) expect((await clients[who].request(path)).status, who).toBe(404);
    expect((await clients.anonymous.request(path)).headers.get("Location")).toBe(`/signin?${new URLSearchParams({ redirectTo: path })}`);
    // A link to a language the site does not add opens the page in the site's own.
    expect((await clients.owner.request("/editor/shop/home?language=it")).headers.get("Location")).toBe("/editor/shop/home");
    const refusals: [Who, number][] = [["viewer", 403], ["admin", 403], ["leads", 404], ["other", 404], ["anonymous", 302], ["suspended", 302]];
    for (const body of bodies) {
      const before = await snapshot(db());
      for (const [who, status] of refusals) expect((await clients[who].request(path, { method: "POST", body: form(body) })).status, `${who} ${body.intent}`).toBe(status);
      expect(await snapshot(db()), String(body.intent)).toEqual(before);
    }
    const dialog = await clients.editor.request(path, { method: "POST", body: form(bodies[0] ?? {}) });
    expect(dialog.status).toBe(303);
    expect(dialog.headers.get("Location")).toBe(path);
    expect((await clients.owner.request(path, { method: "POST", body: form(bodies[1] ?? {}) })).status).toBe(200);
    expect(await stored()).toMatchObject({ title: "Startseite", slug: "start", version: 3, seo: { title: "Frisches Brot" }, texts: { [sectionId ?? ""]: { [textPath]: "Frisches Brot jeden Morgen" } } });
    expect((await stored()).translatedAt).not.toBeNull();
  });

  // In order: each owner success sets up the next intent. Every other actor is refused first.
  const intents: { intent: string; path: string; body: () => Promise<Body> }[] = [
    { intent: "create", path: "/project/shop", body: async () => ({ kind: "page", name: "Pricing", slug: "pricing" }) },
    { intent: "duplicate", path: "/project/shop", body: async () => ({ kind: "page", target: await pageId("pricing"), name: "Pricing B", slug: "pricing-b" }) },
    { intent: "rename", path: "/project/shop", body: async () => ({ kind: "page", target: await pageId("pricing"), name: "Prices", slug: "prices", version: "1" }) },
    { intent: "set-home", path: "/project/shop", body: async () => ({ target: await pageId("prices") }) },
    {
      intent: "reorder",
      path: "/project/shop",
      body: async () => ({ pageIds: (await db().selectFrom("pages").select("id").orderBy("position", "desc").execute()).map((page) => page.id) }),
    },
    { intent: "delete", path: "/project/shop", body: async () => ({ kind: "page", target: await pageId("pricing-b") }) },
    { intent: "create", path: "/project/shop", body: async () => ({ kind: "module", name: "Banner", slug: "banner" }) },
    { intent: "duplicate", path: "/project/shop", body: async () => ({ kind: "module", target: await moduleId("banner"), name: "Banner B", slug: "banner-b" }) },
    { intent: "rename", path: "/project/shop", body: async () => ({ kind: "module", target: await moduleId("banner"), name: "Top banner", slug: "top-banner", version: "1" }) },
    { intent: "delete", path: "/project/shop", body: async () => ({ kind: "module", target: await moduleId("banner-b") }) },
    {
      intent: "page-settings",
      path: "/project/shop",
      body: async () => {
        const page = await db().selectFrom("pages").select(["id", "version"]).where("slug", "=", "prices").executeTakeFirstOrThrow();
        return { kind: "page", target: page.id, version: String(page.version), seoTitle: "Our prices", seoDescription: "What it costs", noindex: "on" };
      },
    },
    { intent: "add-redirect", path: "/project/shop/settings/redirects", body: async () => ({ from: "/old-prices", to: "/prices", status: "301" }) },
    { intent: "add-redirect", path: "/project/shop/settings/redirects", body: async () => ({ from: "/blog", to: "https://blog.example.com/", status: "302" }) },
    { intent: "remove-redirect", path: "/project/shop/settings/redirects", body: async () => ({ from: "/blog" }) },
    { intent: "set-not-found-page", path: "/project/shop/settings/redirects", body: async () => ({ pageId: await pageId("prices") }) },
    { intent: "set-not-found-page", path: "/project/shop/settings/redirects", body: async () => ({ pageId: "" }) },
    {
      intent: "save-settings",
      path: "/project/shop/settings",
      body: async () => ({
        version: await settingsVersion(),
        name: "Shop 2",
        primaryColor: "#ff0000",
        homePageId: await pageId("home"),
        seoTitle: "Shop",
        leadNotificationEmail: "leads@example.com",
      }),
    },
    { intent: "add-language", path: "/project/shop/settings", body: async () => ({ language: "ar", version: await settingsVersion() }) },
    { intent: "set-language-published", path: "/project/shop/settings", body: async () => ({ language: "ar", published: "on", version: await settingsVersion() }) },
    { intent: "remove-language", path: "/project/shop/settings", body: async () => ({ language: "ar", version: await settingsVersion() }) },
    { intent: "delete-project", path: "/project/shop/settings", body: async () => ({ confirmId: "shop" }) },
  ];

  const ownerOnly = new Set(["save-settings", "add-language", "set-language-published", "remove-language", "delete-project"]);

  it.each(intents)("POST $intent: only the owner (and an editor, for content) changes anything", async ({ intent, path, body }) => {
    const values = { intent, ...(await body()) };
    const before = await snapshot(db());
    const post = (who: Who) => clients[who].request(path, { method: "POST", body: form(values) });

    for (const who of ["other", "leads"] as const) {
      const refused = await post(who);
      expect(refused.status, who).toBe(404);
      expect(await refused.text()).toContain(`Page not found: ${path}`);
    }
    const viewer = await post("viewer");
    expect(viewer.status).toBe(403);
    expect(await viewer.text()).toContain(roleRefusalMessage("viewer"));
    if (ownerOnly.has(intent)) {
      const editor = await post("editor");
      expect(editor.status).toBe(403);
      expect(await editor.text()).toContain(roleRefusalMessage("editor"));
    }
    const admin = await post("admin");
    expect(admin.status).toBe(403);
    expect(await admin.text()).toContain(READ_ONLY_MESSAGE);
    expect((await post("anonymous")).headers.get("Location")).toBe(`/signin?${new URLSearchParams({ redirectTo: path })}`);
    expect((await post("suspended")).headers.get("Location")).toBe("/unverified");
    expect(await snapshot(db())).toEqual(before);

    const owner = await post(ownerOnly.has(intent) ? "owner" : "editor");
    expect(owner.status).toBe(303);
    expect(owner.headers.get("Location")).toBe(intent === "delete-project" ? "/" : path);
    expect(owner.headers.get("Set-Cookie")).toContain("pw_flash=");
    expect(await snapshot(db())).not.toEqual(before);
  });

  it("after the owner deleted the project, nothing of it is left and its screens are 404 for everyone", async () => {
    expect(await db().selectFrom("pages").select("id").where("projectId", "=", "shop").execute()).toEqual([]);
    expect(await db().selectFrom("modules").select("id").where("projectId", "=", "shop").execute()).toEqual([]);
    expect((await clients.owner.request("/project/shop")).status).toBe(404);
    expect((await clients.admin.request("/project/shop")).status).toBe(404);
  });
});
