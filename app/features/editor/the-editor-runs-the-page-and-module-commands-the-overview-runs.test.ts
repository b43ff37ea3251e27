import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { READ_ONLY_MESSAGE } from "~/access/access-messages";
import { snapshot } from "../projects/test-fixtures";

type Who = "owner" | "other" | "admin";

describe.each(testDialects())("the editor runs the page and module commands the overview runs, on %s", (dialect) => {
  let server: TestServer;
  const clients = {} as Record<Who, BrowserLikeClient>;
  const db = () => server.database.db;
  const post = (who: Who, path: string, body: Record<string, string>) => clients[who].request(path, { method: "POST", body: new URLSearchParams(body) });
  const idOf = async (table: "pages" | "modules", slug: string) =>
    (await db().selectFrom(table).select("id").where("projectId", "=", "shop").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
  const slugs = async (table: "pages" | "modules") =>
    (await db().selectFrom(table).select("slug").where("projectId", "=", "shop").orderBy("slug").execute()).map((row) => row.slug);

  /** Posts as the owner and answers where the editor goes next. */
  async function goesTo(path: string, body: Record<string, string>): Promise<string | null> {
    const response = await post("owner", path, body);
    expect(response.status).toBe(303);
    return response.headers.get("Location");
  }

  beforeAll(async () => {
    server = await startTestServer(dialect, { ADMIN_EMAILS: "root@example.com" });
    for (const who of ["owner", "other", "admin"] as const) clients[who] = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(clients.owner, { email: "owner@example.com", name: "Owner" });
    await signInThroughLocalProvider(clients.other, { email: "other@example.com", name: "Other" });
    await signInThroughLocalProvider(clients.admin, { email: "root@example.com", name: "Root" });
    expect((await post("owner", "/?index", { intent: "create-project", name: "Shop", id: "shop", start: "blank" })).status).toBe(303);
  });
  afterAll(() => server.stop());

  it("opens what a command made, stays on the open page, and follows it when it is renamed or deleted", async () => {
    expect(await goesTo("/editor/shop/home", { intent: "create", kind: "page", name: "About", slug: "about" })).toBe("/editor/shop/about");
    expect(await goesTo("/editor/shop/about", { intent: "duplicate", kind: "page", target: await idOf("pages", "about"), name: "About (copy)", slug: "about-copy" })).toBe(
      "/editor/shop/about-copy",
    );
    const copy = await idOf("pages", "about-copy");
    expect(await goesTo("/editor/shop/about-copy", { intent: "rename", kind: "page", target: copy, name: "Team", slug: "team", version: "1" })).toBe("/editor/shop/team");
    const about = await idOf("pages", "about");
    expect(await goesTo("/editor/shop/team", { intent: "rename", kind: "page", target: about, name: "About us", slug: "", version: "1" })).toBe("/editor/shop/team");
    expect(await goesTo("/editor/shop/team", { intent: "delete", kind: "page", target: about })).toBe("/editor/shop/team");
    expect(await goesTo("/editor/shop/team", { intent: "set-home", target: copy })).toBe("/editor/shop/team");
    expect(await goesTo("/editor/shop/team", { intent: "set-home", target: await idOf("pages", "home") })).toBe("/editor/shop/team");
    expect(await goesTo("/editor/shop/team", { intent: "delete", kind: "page", target: copy })).toBe("/editor/shop/home");
    expect(await slugs("pages")).toEqual(["home"]);

    expect(await goesTo("/editor/shop/home", { intent: "create", kind: "module", name: "Footer", slug: "footer" })).toBe("/editor-module/shop/footer");
    expect(await goesTo("/editor-module/shop/footer", { intent: "rename", kind: "module", target: await idOf("modules", "footer"), name: "", slug: "bottom", version: "1" })).toBe(
      "/editor-module/shop/bottom",
    );
    expect(await goesTo("/editor-module/shop/bottom", { intent: "delete", kind: "module", target: await idOf("modules", "bottom") })).toBe("/project/shop");
    expect(await slugs("modules")).toEqual([]);
  });

  type Refusal = { name: string; body: Record<string, string>; status: number; messages: string[] };
  it.each<Refusal>([
    { name: "an empty title and a slug with a space", body: { intent: "create", kind: "page", name: "", slug: "our team" }, status: 400, messages: ["Enter a page title.", "A slug can only contain letters"] },
    { name: "a command that does not say page or module", body: { intent: "create", name: "Team", slug: "team" }, status: 400, messages: ["Say whether this is about a page or a module."] },
    { name: "a delete of no page", body: { intent: "delete", kind: "page" }, status: 400, messages: ["Choose a page."] },
    { name: "a rename without a version", body: { intent: "rename", kind: "page", target: "nosuchpage", name: "Team" }, status: 400, messages: ["The version of what you edited is missing."] },
    { name: "an unknown intent", body: { intent: "explode" }, status: 400, messages: ["This form sent an action the page does not know."] },
    { name: "a taken slug", body: { intent: "create", kind: "page", name: "Home 2", slug: "home" }, status: 409, messages: ["Another page of this project already uses the slug “home”."] },
  ])("refuses $name with $status and the messages in the dialog, changing nothing", async ({ body, status, messages }) => {
    const before = await snapshot(db());
    const response = await clients.owner.request("/editor/shop/home?modal=new-page", { method: "POST", body: new URLSearchParams(body) });
    expect(response.status).toBe(status);
    const html = await response.text();
    for (const message of messages) expect(html).toContain(message);
    expect(await snapshot(db())).toEqual(before);
  });

  it("keeps what was typed in the refused dialog", async () => {
    const response = await clients.owner.request("/editor/shop/home?modal=new-page", {
      method: "POST",
      body: new URLSearchParams({ intent: "create", kind: "page", name: "Our team", slug: "our team" }),
    });
    const html = await response.text();
    expect(html).toContain('role="dialog"');
    expect(html).toContain('value="Our team"');
    expect(html).toContain('value="our team"');
  });

  it("lets another partner find nothing and an admin change nothing", async () => {
    const before = await snapshot(db());
    const body = { intent: "create", kind: "page", name: "Mine", slug: "mine" };
    const other = await post("other", "/editor/shop/home", body);
    expect(other.status).toBe(404);
    expect(await other.text()).toContain("Page not found: /editor/shop/home");
    const admin = await post("admin", "/editor/shop/home", body);
    expect(admin.status).toBe(403);
    expect(await admin.text()).toContain(READ_ONLY_MESSAGE);
    expect(await snapshot(db())).toEqual(before);
  });
});
