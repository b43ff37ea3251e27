import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { qrCodeModules } from "../../lib/qr-code";

async function decodeQr(image: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(image).flatten({ background: "#ffffff" }).resize(600).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

function listedAddresses(html: string): Map<string, string> {
  return new Map([...html.matchAll(/data-address="([^"]+)" data-state="([^"]+)"/g)].map((match) => [match[1] ?? "", match[2] ?? ""]));
}

describe.each(testDialects())("the URLs screen on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  let other: BrowserLikeClient;
  const db = () => server.database.db;
  const post = (client: BrowserLikeClient, path: string, body: Record<string, string>) => client.request(path, { method: "POST", body: new URLSearchParams(body) });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    other = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "owner@example.com", name: "Owner" });
    await signInThroughLocalProvider(other, { email: "other@example.com", name: "Other" });
    expect((await post(owner, "/?index", { intent: "create-project", name: "Shop", id: "shop", start: "starter" })).status).toBe(303);
    await post(owner, "/project/shop", { intent: "create", kind: "page", name: "About us", slug: "about" });
    await post(owner, "/project/shop", { intent: "create", kind: "page", name: "Prices", slug: "prices" });
    await post(owner, "/project/shop", { intent: "create", kind: "module", name: "Footer <b>", slug: "footer" });
    expect((await post(owner, "/project/shop/publish", { intent: "publish" })).status).toBeLessThan(400);
    // After the publish: one page changes (as a save of a new title would: its live version stays older), one page and one module are new.
    await db().updateTable("pages").set((eb) => ({ title: "Our prices", version: eb("version", "+", 1) })).where("projectId", "=", "shop").where("slug", "=", "prices").execute();
    await post(owner, "/project/shop", { intent: "create", kind: "page", name: "Later", slug: "later" });
    await post(owner, "/project/shop", { intent: "create", kind: "module", name: "Banner", slug: "banner" });
  });
  afterAll(() => server.stop());

  it("lists exactly the project's public addresses, and each answers as its state says", async () => {
    const response = await owner.request("/project/shop/urls");
    expect(response.status).toBe(200);
    const listed = listedAddresses(await response.text());
    const pages = await db().selectFrom("pages").select("slug").where("projectId", "=", "shop").execute();
    const project = await db().selectFrom("projects").innerJoin("pages", "pages.id", "projects.homePageId").select("pages.slug").where("projects.id", "=", "shop").executeTakeFirstOrThrow();
    const expected = [
      "/shop",
      ...pages.filter((page) => page.slug !== project.slug).map((page) => `/shop/${page.slug}`),
      "/shop/footer/module",
      "/shop/banner/module",
    ];
    expect([...listed.keys()].sort()).toEqual(expected.sort());
    expect(listed.get("/shop")).toBe("live");
    expect(listed.get("/shop/about")).toBe("live");
    expect(listed.get("/shop/prices")).toBe("changed");
    expect(listed.get("/shop/later")).toBe("unpublished");
    expect(listed.get("/shop/footer/module")).toBe("live");
    expect(listed.get("/shop/banner/module")).toBe("unpublished");
    const visitor = new BrowserLikeClient(server.url);
    for (const [path, state] of listed) {
      expect((await visitor.request(path)).status, `${path} is ${state}`).toBe(state === "unpublished" ? 404 : 200);
    }
  });

  it("gives modules an embed snippet with everything escaped", async () => {
    const html = await (await owner.request("/project/shop/urls")).text();
    expect(html).toContain("data-pagewright-embed");
    expect(html).toContain(`${server.url}/shop/footer/module`);
    expect(html).not.toContain("Footer <b>");
    expect(html).toContain("pagewrightEmbed");
  });

  it("serves QR codes of the project's addresses that decode to their short scan address, which opens the address with utm_source=qr, as PNG and SVG", async () => {
    const png = await owner.request(`/project/shop/urls/qr?${new URLSearchParams({ path: "/shop/about", format: "png" })}`);
    expect(png.status).toBe(200);
    expect(png.headers.get("Content-Type")).toBe("image/png");
    const pngBytes = Buffer.from(await png.arrayBuffer());
    const aboutCode = await decodeQr(pngBytes);
    expect(aboutCode).toMatch(new RegExp(`^${server.url}/q/[A-Za-z0-9]{8}$`));
    // Printable as served: every module a whole number of pixels, the quiet zone included.
    expect(((await sharp(pngBytes).metadata()).width ?? 0) % qrCodeModules(aboutCode ?? "")).toBe(0);
    const visitor = new BrowserLikeClient(server.url);
    expect((await visitor.request(new URL(aboutCode ?? "").pathname)).headers.get("Location")).toBe(`${server.url}/shop/about?utm_source=qr`);

    const svg = await owner.request(`/project/shop/urls/qr?${new URLSearchParams({ path: "/shop/footer/module", format: "svg", download: "1" })}`);
    expect(svg.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(svg.headers.get("Content-Disposition")).toBe('attachment; filename="shop-footer-module-qr.svg"');
    const svgText = await svg.text();
    const footerCode = await decodeQr(Buffer.from(svgText));
    const modules = qrCodeModules(footerCode ?? "");
    expect(svgText).toMatch(new RegExp(`^<svg [^>]*width="\\d+" height="\\d+" viewBox="0 0 ${modules} ${modules}"`));
    expect((await visitor.request(new URL(footerCode ?? "").pathname)).headers.get("Location")).toBe(`${server.url}/shop/footer/module?utm_source=qr`);
  });

  it("makes QR codes only of the project's own addresses, and only for people who may see the project", async () => {
    for (const path of ["/other", "/shop/nothing", "https://evil.example/", ""]) {
      expect((await owner.request(`/project/shop/urls/qr?${new URLSearchParams({ path, format: "png" })}`)).status, path).toBe(404);
    }
    expect((await other.request(`/project/shop/urls/qr?${new URLSearchParams({ path: "/shop", format: "png" })}`)).status).toBe(404);
    expect((await other.request("/project/shop/urls")).status).toBe(404);
    const anonymous = await new BrowserLikeClient(server.url).request("/project/shop/urls/qr?path=%2Fshop");
    expect(anonymous.headers.get("Location")).toMatch(/^\/signin/);
  });
});
