import { JSDOM } from "jsdom";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { createProject } from "~/features/projects/create-project.server";
import { sampleImage } from "~/features/assets/testing/sample-images";

const NO_IMAGES_TEXT = "Upload images in Assets to choose a favicon.";

describe.each(testDialects())("the favicon chosen in settings on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  const visitor = () => new BrowserLikeClient(server.url);

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "icons@example.com", name: "Icons" });
    const user = await server.database.db.selectFrom("users").select("id").where("email", "=", "icons@example.com").executeTakeFirstOrThrow();
    await createProject(server.database.db, { userId: user.id, isAdmin: false }, { name: "Rye", id: "rye", start: "starter" });
  });
  afterAll(() => server.stop());

  const settingsText = async () => new JSDOM(await (await owner.request("/project/rye/settings")).text()).window.document.body.textContent ?? "";
  const publish = () => owner.request("/project/rye/publish", { method: "POST", body: new URLSearchParams({ intent: "publish" }) });
  const iconLinks = async (path: string) => {
    const { document } = new JSDOM(await (await visitor().request(path)).text()).window;
    return [...document.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')].map((link) => ({ rel: link.getAttribute("rel"), href: link.getAttribute("href"), sizes: link.getAttribute("sizes") }));
  };

  const manifestOf = async () => {
    const answer = await visitor().request("/rye/manifest.webmanifest", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/manifest+json");
    expect(answer.headers.get("content-encoding")).toBe("br");
    return (await answer.json()) as Record<string, unknown>;
  };
  const pngSize = async (path: string) => {
    const answer = await visitor().request(path);
    expect(answer.status, path).toBe(200);
    expect(answer.headers.get("content-type"), path).toBe("image/png");
    const { width, height, format } = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
    return { width, height, format };
  };

  async function saveSettings(faviconAssetId: string) {
    const project = await server.database.db.selectFrom("projects").select(["name", "primaryColor", "homePageId", "settingsVersion"]).where("id", "=", "rye").executeTakeFirstOrThrow();
    const form = { intent: "save-settings", version: String(project.settingsVersion), name: project.name, primaryColor: project.primaryColor, homePageId: project.homePageId ?? "", faviconAssetId };
    return owner.request("/project/rye/settings", { method: "POST", body: new URLSearchParams(form) });
  }

  it("gives a site without a favicon its letter icon, with home-screen sizes, on every page", async () => {
    expect(await settingsText()).toContain(NO_IMAGES_TEXT);
    expect((await publish()).status).toBe(200);
    const links = await iconLinks("/rye");
    expect(links[0]?.href).toMatch(/^data:image\/svg\+xml,/);
    expect(links.slice(1)).toEqual([
      { rel: "icon", href: "/rye/icon-192.png", sizes: "192x192" },
      { rel: "apple-touch-icon", href: "/rye/apple-touch-icon.png", sizes: null },
      { rel: "manifest", href: "/rye/manifest.webmanifest", sizes: null },
    ]);
    // Installable under its own name and colour, with home-screen icons made from the letter icon.
    const primaryColor = (await server.database.db.selectFrom("projects").select("primaryColor").where("id", "=", "rye").executeTakeFirstOrThrow()).primaryColor;
    expect(await manifestOf()).toEqual({
      id: "/rye/",
      name: "Rye",
      short_name: "Rye",
      start_url: "/rye/",
      scope: "/rye/",
      display: "standalone",
      theme_color: primaryColor,
      background_color: "#ffffff",
      icons: [
        { src: "/rye/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/rye/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      ],
    });
    expect(await pngSize("/rye/icon-512.png")).toEqual({ width: 512, height: 512, format: "png" });
    const touch = await visitor().request("/rye/apple-touch-icon.png");
    expect(touch.status).toBe(200);
    expect(touch.headers.get("content-type")).toBe("image/png");
    expect(await sharp(Buffer.from(await touch.arrayBuffer())).metadata()).toMatchObject({ width: 180, height: 180, format: "png" });
  });

  it("offers the project's images once one is uploaded, and publishes the chosen one in every size", async () => {
    const body = new FormData();
    body.append("files", new Blob([new Uint8Array(await sampleImage(600, 400, "png"))], { type: "image/png" }), "logo.png");
    const uploaded = (await (await owner.request("/project/rye/assets/upload", { method: "POST", body, headers: { Accept: "application/json" } })).json()) as {
      files: Array<{ asset?: { id: string } }>;
    };
    const assetId = uploaded.files[0]?.asset?.id ?? "";
    const settings = await settingsText();
    expect(settings).not.toContain(NO_IMAGES_TEXT);
    expect(settings).toContain("Favicon");
    expect((await saveSettings(assetId)).status).toBe(303);
    expect((await publish()).status).toBe(200);

    for (const path of ["/rye", "/rye/nope"]) {
      expect(await iconLinks(path), path).toEqual([
        { rel: "icon", href: "/rye/favicon-32.png", sizes: "32x32" },
        { rel: "icon", href: "/rye/icon-192.png", sizes: "192x192" },
        { rel: "apple-touch-icon", href: "/rye/apple-touch-icon.png", sizes: null },
        { rel: "manifest", href: "/rye/manifest.webmanifest", sizes: null },
      ]);
    }
    const manifest = await manifestOf();
    expect(manifest.icons).toEqual([
      { src: "/rye/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/rye/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    ]);
    for (const [file, size] of [["favicon-32.png", 32], ["icon-192.png", 192], ["icon-512.png", 512], ["apple-touch-icon.png", 180]] as const) {
      const answer = await visitor().request(`/rye/${file}`, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get("content-encoding"), file).toBeNull();
      expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata(), file).toMatchObject({ width: size, height: size, format: "png" });
    }
  });

  it("refuses an image of another project and goes back to the letter icon when it is chosen again", async () => {
    const refused = await saveSettings("notAnAssetOfRye");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose one of this project&#x27;s images, or the letter icon.");
    expect((await saveSettings("")).status).toBe(303);
    const stored = await server.database.db.selectFrom("projects").select("settings").where("id", "=", "rye").executeTakeFirstOrThrow();
    expect(stored.settings.faviconAssetId).toBeNull();
  });
});
