import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../server/testing/test-server";

type Who = "partner" | "admin" | "suspended" | "anonymous";
const EVERYONE: readonly Who[] = ["partner", "admin", "suspended", "anonymous"];

const createFrom = (start: string, id: string) => new URLSearchParams({ intent: "create-project", name: "Rise Bakehouse", id, start });

describe.each(testDialects())("template previews and projects made from templates on %s", (dialect) => {
  let server: TestServer;
  const clients = {} as Record<Who, BrowserLikeClient>;
  const projectCount = async () => (await server.database.db.selectFrom("projects").select(({ fn }) => fn.countAll<number>().as("count")).executeTakeFirstOrThrow()).count;

  beforeAll(async () => {
    server = await startTestServer(dialect, { ADMIN_EMAILS: "root@example.com" });
    for (const who of EVERYONE) clients[who] = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(clients.partner, { email: "baker@example.com", name: "Baker" });
    await signInThroughLocalProvider(clients.admin, { email: "root@example.com", name: "Root" });
    await signInThroughLocalProvider(clients.suspended, { email: "gone@example.com", name: "Gone" });
    await server.database.db.updateTable("users").set({ status: "suspended" }).where("email", "=", "gone@example.com").execute();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(EVERYONE)("%s gets a template's home page without scripts, and a 404 for an unknown template", async (who) => {
    const preview = await clients[who].request("/template-preview/bakery");
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Content-Type")).toContain("text/html");
    const html = await preview.text();
    expect(html).toContain("Sourdough, pastries and proper coffee at Crumb &amp; Co.");
    expect(html).not.toContain("<script>");
    expect((await clients[who].request("/template-preview/nothing-here")).status).toBe(404);
  });

  it("refuses an unknown starting point with a message and creates nothing", async () => {
    const before = await projectCount();
    const refused = await clients.partner.request("/?index", { method: "POST", body: createFrom("castle", "castle1") });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose a starting point: blank, starter or one of the templates.");
    expect(await projectCount()).toBe(before);
  });

  it("refuses the suspended and the signed-out, and creates nothing", async () => {
    const before = await projectCount();
    for (const who of ["suspended", "anonymous"] as const) {
      const refused = await clients[who].request("/?index", { method: "POST", body: createFrom("bakery", `rise${who}`) });
      expect(refused.status).toBeGreaterThanOrEqual(300);
    }
    expect(await projectCount()).toBe(before);
  });

  it("makes a partner's project from the bakery template with all its pages, and its illustration served from the project's library", async () => {
    const created = await clients.partner.request("/?index", { method: "POST", body: createFrom("bakery", "rise") });
    expect(created.status).toBe(303);
    expect(created.headers.get("Location")).toBe("/project/rise");
    const pages = await server.database.db.selectFrom("pages").select(["slug"]).where("projectId", "=", "rise").orderBy("position").execute();
    expect(pages.map((page) => page.slug)).toEqual(["home", "menu", "story"]);
    const assets = await server.database.db.selectFrom("assets").select(["fileName", "contentType", "originalKey"]).where("projectId", "=", "rise").execute();
    expect(assets).toHaveLength(7);
    const asset = assets.find((candidate) => candidate.fileName === "bakery-counter.svg");
    expect(asset).toMatchObject({ contentType: "image/svg+xml" });
    const media = await clients.partner.request(`/media/${asset?.originalKey ?? ""}`);
    expect(media.status).toBe(200);
    expect(media.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(await media.text()).toContain("<svg");
  });

  it("creates nothing from a template when the id is taken, neither rows nor library images", async () => {
    const before = { projects: await projectCount(), assets: (await server.database.db.selectFrom("assets").select("id").execute()).length };
    const refused = await clients.partner.request("/?index", { method: "POST", body: createFrom("restaurant", "rise") });
    expect(refused.status).toBe(409);
    expect(await projectCount()).toBe(before.projects);
    expect((await server.database.db.selectFrom("assets").select("id").execute()).length).toBe(before.assets);
  });
});
