import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { addServedDomain } from "../../../server/custom-domains/test-fixtures";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";

async function decodeQr(image: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(image).flatten({ background: "#ffffff" }).resize(600).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe.each(testDialects())("the URLs screen with a domain on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  const post = (path: string, body: Record<string, string>) => owner.request(path, { method: "POST", body: new URLSearchParams(body) });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "owner@example.com", name: "Owner" });
    expect((await post("/?index", { intent: "create-project", name: "Shop", id: "shop", start: "starter" })).status).toBe(303);
    await post("/project/shop", { intent: "create", kind: "page", name: "About us", slug: "about" });
    await post("/project/shop", { intent: "create", kind: "module", name: "Footer", slug: "footer" });
    expect((await post("/project/shop/publish", { intent: "publish" })).status).toBeLessThan(400);
  });
  afterAll(() => server.stop());

  it("lists the path-based addresses while the primary domain is only verified, and the domain's once it is active, QR codes included", async () => {
    await addServedDomain(server.database, { projectId: "shop", host: "shop.test", state: "verified", isPrimary: true });
    const verified = await (await owner.request("/project/shop/urls")).text();
    expect(verified).toContain(`${server.url}/shop/about`);
    expect(verified).not.toContain("https://shop.test");

    await server.database.db.updateTable("projectDomains").set({ state: "active" }).where("host", "=", "shop.test").execute();
    const active = await (await owner.request("/project/shop/urls")).text();
    for (const url of ["https://shop.test/", "https://shop.test/about", "https://shop.test/footer/module"]) expect(active).toContain(`>${url}<`);
    expect(active).not.toContain(`${server.url}/shop/about`);
    // The module's embed code too: a host page frames the site's own address, never the app's (docs/product.md#embedding-modules).
    expect(active).not.toContain(`${server.url}/shop/footer/module`);
    expect(active).toContain("&lt;iframe src=&quot;https://shop.test/footer/module&quot;");
    const qr = await owner.request(`/project/shop/urls/qr?${new URLSearchParams({ path: "/shop/about", format: "png" })}`);
    // The code is on the domain too, and opens the domain's address with its own campaign source (docs/product.md#lead-capture).
    const scanAddress = await decodeQr(Buffer.from(await qr.arrayBuffer()));
    expect(scanAddress).toMatch(/^https:\/\/shop\.test\/q\/[A-Za-z0-9]{8}$/);
    const scan = await new BrowserLikeClient(server.url).request(new URL(scanAddress ?? "").pathname);
    expect(scan.headers.get("Location")).toBe("https://shop.test/about?utm_source=qr");
  });
});
