import { JSDOM } from "jsdom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { createProject } from "~/features/projects/create-project.server";

describe.each(testDialects())("the typefaces chosen in settings on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  const visitor = () => new BrowserLikeClient(server.url);

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "type@example.com", name: "Type" });
    const user = await server.database.db.selectFrom("users").select("id").where("email", "=", "type@example.com").executeTakeFirstOrThrow();
    await createProject(server.database.db, { userId: user.id, isAdmin: false }, { name: "Serif Bakery", id: "serif", start: "starter" });
  });
  afterAll(() => server.stop());

  async function saveTypography(typography: string) {
    const project = await server.database.db.selectFrom("projects").select(["name", "primaryColor", "homePageId", "settingsVersion"]).where("id", "=", "serif").executeTakeFirstOrThrow();
    const form = { intent: "save-settings", version: String(project.settingsVersion), name: project.name, primaryColor: project.primaryColor, homePageId: project.homePageId ?? "", typography };
    return owner.request("/project/serif/settings", { method: "POST", body: new URLSearchParams(form) });
  }
  const publishedHome = async () => {
    expect((await owner.request("/project/serif/publish", { method: "POST", body: new URLSearchParams({ intent: "publish" }) })).status).toBe(200);
    return visitor().request("/serif");
  };

  it("keeps a project saved before the choice existed on the system fonts, loading none", async () => {
    const html = await (await publishedHome()).text();
    expect(html).not.toContain("@font-face");
    expect(html).not.toContain('as="font"');
  });

  it("publishes the chosen pairing: preloaded woff2 files from the site's own origin, swapped in, allowed by the page's policy", async () => {
    expect((await saveTypography("editorial")).status).toBe(303);
    const stored = await server.database.db.selectFrom("projects").select("settings").where("id", "=", "serif").executeTakeFirstOrThrow();
    expect(stored.settings.typography).toBe("editorial");
    const answer = await publishedHome();
    expect(answer.headers.get("content-security-policy")).toContain("font-src 'self'");
    const html = await answer.text();
    const { document } = new JSDOM(html).window;
    const preloads = [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((link) => link.getAttribute("href"));
    expect(preloads).toEqual(["/site-fonts/playfair-display-latin-700-normal.woff2", "/site-fonts/source-sans-3-latin-400-normal.woff2"]);
    expect(html.match(/font-display:swap/g)).toHaveLength(2);
    expect(html).toContain('font-family:"Playfair Display"');
    for (const href of preloads) {
      const font = await visitor().request(href ?? "");
      expect(font.status, href ?? "").toBe(200);
      expect(font.headers.get("content-type")).toBe("font/woff2");
      expect(font.headers.get("cache-control")).toContain("immutable");
      expect(font.headers.get("set-cookie")).toBeNull();
      expect(Buffer.from(await font.arrayBuffer()).subarray(0, 4).toString("latin1")).toBe("wOF2");
    }
  });

  it("refuses a pairing that does not exist, changing nothing, and serves no other file under /site-fonts/", async () => {
    const refused = await saveTypography("comic-sans");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose one of the listed typefaces.");
    const stored = await server.database.db.selectFrom("projects").select("settings").where("id", "=", "serif").executeTakeFirstOrThrow();
    expect(stored.settings.typography).toBe("editorial");
    for (const path of ["/site-fonts/lora-latin-300-normal.woff2", "/site-fonts/../package.json", "/site-fonts/"]) {
      expect((await visitor().request(path)).status, path).toBe(404);
    }
  });
});
