import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient } from "../../../server/testing/browser-like-client";
import { ADMIN_EMAIL, addEveryMemberRole, signInEveryIdentity, type Identity } from "../../../server/testing/every-identity";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import type { MemberRole } from "~/access/project-roles";
import { DOMAIN_NAME_MESSAGES } from "~/lib/domain-name";
import { EMBED_HOSTS_MESSAGES as M } from "~/lib/embed-hosts";
import { snapshot } from "../projects/test-fixtures";

type Who = MemberRole | "other" | "admin" | "suspended" | "anonymous";

const SCREEN = "/project/shop/urls";
const MODULE = "/shop/contact-block/module";

function escaped(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

describe.each(testDialects())("where a module may be embedded, on %s", (dialect) => {
  let server: TestServer;
  let moduleId = "";
  let clients: Record<Identity, BrowserLikeClient>;
  const db = () => server.database.db;
  const storedHosts = async () => (await db().selectFrom("modules").select("embedHosts").where("id", "=", moduleId).executeTakeFirstOrThrow()).embedHosts;
  const setHosts = (who: Who, body: Record<string, string>) => clients[who].request(SCREEN, { method: "POST", body: new URLSearchParams({ intent: "set-embed-hosts", moduleId, ...body }) });
  const frameAncestors = async (path: string) => {
    const response = await new BrowserLikeClient(server.url).request(path);
    expect(response.status, path).toBe(200);
    return (response.headers.get("Content-Security-Policy") ?? "").split("; ").filter((directive) => directive.startsWith("frame-ancestors"));
  };
  const publish = async () => expect((await clients.owner.request("/project/shop/publish", { method: "POST", body: new URLSearchParams({ intent: "publish" }) })).status).toBeLessThan(400);

  beforeAll(async () => {
    server = await startTestServer(dialect, { ADMIN_EMAILS: ADMIN_EMAIL });
    clients = await signInEveryIdentity(server);
    const post = (path: string, body: Record<string, string>) => clients.owner.request(path, { method: "POST", body: new URLSearchParams(body) });
    expect((await post("/?index", { intent: "create-project", name: "Shop", id: "shop", start: "starter" })).status).toBe(303);
    expect((await post("/project/shop", { intent: "create", kind: "module", name: "Contact block", slug: "contact-block" })).status).toBeLessThan(400);
    await addEveryMemberRole(server, "shop");
    moduleId = (await db().selectFrom("modules").select("id").where("projectId", "=", "shop").where("slug", "=", "contact-block").executeTakeFirstOrThrow()).id;
    await publish();
  });
  afterAll(() => server.stop());

  it("is anywhere until set: the module may be framed by any site, pages by none", async () => {
    expect(await storedHosts()).toBeNull();
    expect(await frameAncestors(MODULE)).toEqual(["frame-ancestors *"]);
    expect(await frameAncestors("/shop")).toEqual(["frame-ancestors 'none'"]);
    const screen = await (await clients.owner.request(SCREEN)).text();
    expect(screen).toContain("Where Contact block may be embedded");
    expect(screen).toContain("Changes take effect when you next publish.");
    const viewer = await (await clients.viewer.request(SCREEN)).text();
    expect(viewer).toContain("This module may be embedded on any site.");
    expect(viewer).not.toContain("Where Contact block may be embedded");
  });

  it("is refused to every identity that may not edit the project, changing nothing", async () => {
    const before = await snapshot(db());
    const body = { embedding: "hosts", hosts: "crumbandco.com" };
    for (const who of ["viewer", "admin"] as const) expect((await setHosts(who, body)).status, who).toBe(403);
    for (const who of ["leads", "other"] as const) expect((await setHosts(who, body)).status, who).toBe(404);
    expect((await setHosts("anonymous", body)).headers.get("Location")).toBe(`/signin?${new URLSearchParams({ redirectTo: SCREEN })}`);
    expect((await setHosts("suspended", body)).headers.get("Location")).toBe("/unverified");
    expect(await snapshot(db())).toEqual(before);
    expect(await storedHosts()).toBeNull();
  });

  it.each([
    ["a path", { embedding: "hosts", hosts: "https://crumbandco.com/shop" }, M.entry("https://crumbandco.com/shop", M.path)],
    ["a script address", { embedding: "hosts", hosts: "javascript:alert(1)" }, M.entry("javascript:alert(1)", M.scheme)],
    ["a port", { embedding: "hosts", hosts: "crumbandco.com:8080" }, M.entry("crumbandco.com:8080", DOMAIN_NAME_MESSAGES.port)],
    ["markup", { embedding: "hosts", hosts: "<script>alert(1)</script>" }, M.entry("<script>alert(1)</script>", M.path)],
    ["a CSP keyword", { embedding: "hosts", hosts: "crumbandco.com 'unsafe-inline'" }, M.entry("'unsafe-inline'", DOMAIN_NAME_MESSAGES.characters)],
    ["no host", { embedding: "hosts", hosts: "  " }, M.none],
    ["no choice", { hosts: "crumbandco.com" }, M.mode],
  ])("refuses %s with 400 and its message, changing nothing", async (_name, body, message) => {
    const before = await snapshot(db());
    const refused = await setHosts("owner", body);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(escaped(message));
    expect(await snapshot(db())).toEqual(before);
  });

  it("refuses a module of another project or none with 404, changing nothing", async () => {
    const before = await snapshot(db());
    const refused = await clients.owner.request(SCREEN, { method: "POST", body: new URLSearchParams({ intent: "set-embed-hosts", moduleId: "nope", embedding: "anywhere" }) });
    expect(refused.status).toBe(404);
    expect(await snapshot(db())).toEqual(before);
  });

  it("is saved for an editor, marks the module changed, and reaches the live module only with the next publish", async () => {
    const saved = await setHosts("editor", { embedding: "hosts", hosts: "https://www.CrumbAndCo.com/\n*.crumbandco.com, www.crumbandco.com" });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Saved: Contact block may be embedded only on www.crumbandco.com and *.crumbandco.com. This takes effect when you next publish.");
    expect(await storedHosts()).toEqual(["www.crumbandco.com", "*.crumbandco.com"]);
    const screen = await (await clients.owner.request(SCREEN)).text();
    expect(screen).toContain('data-address="/shop/contact-block/module" data-state="changed"');
    expect(screen).toContain("www.crumbandco.com\n*.crumbandco.com</textarea>");
    expect(await frameAncestors(MODULE)).toEqual(["frame-ancestors *"]);

    await publish();
    expect(await frameAncestors(MODULE)).toEqual([
      "frame-ancestors 'self' https://www.crumbandco.com http://www.crumbandco.com https://*.crumbandco.com http://*.crumbandco.com",
    ]);
    expect(await frameAncestors("/shop")).toEqual(["frame-ancestors 'none'"]);
  });

  it("goes back to anywhere when the owner chooses it and publishes", async () => {
    const saved = await setHosts("owner", { embedding: "anywhere", hosts: "" });
    expect(saved.status).toBe(200);
    expect(await storedHosts()).toBeNull();
    await publish();
    expect(await frameAncestors(MODULE)).toEqual(["frame-ancestors *"]);
  });
});
