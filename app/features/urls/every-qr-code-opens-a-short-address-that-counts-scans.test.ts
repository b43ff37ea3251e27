import jsQR from "jsqr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { addServedDomain, requestOnHost, within } from "../../../server/custom-domains/test-fixtures";
import { BrowserLikeClient } from "../../../server/testing/browser-like-client";
import type { TestServer } from "../../../server/testing/test-server";
import { qrCodeDataUrls, qrCodeModules } from "../../lib/qr-code";
import { browserOf, startQrCodeProjects } from "./test-fixtures";

const WHATSAPP = "https://wa.me/4915123456789?text=Hi%20%26%20%231%0A%F0%9F%91%8B%20I%20would%20like%20to%20book%20a%20table%20for%20four%20on%20Friday%20evening";

/** Reads an image as a scanner library does, on white; SVGs are rasterised first. */
async function decodeQr(image: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(image).flatten({ background: "#ffffff" }).resize(600).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** Each listed address's path and the short address its row says the QR code opens. */
function shownQrAddresses(html: string): Map<string, string> {
  const rows = [...html.matchAll(/<li [^>]*data-address="([^"]+)"[\s\S]*?<\/li>/g)];
  return new Map(rows.map((row) => [row[1] ?? "", /data-qr-address[^>]*>([^<]+)</.exec(row[0])?.[1] ?? ""]));
}

describe.each(testDialects())("every QR code opens a short address that counts scans, on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  let viewer: BrowserLikeClient;
  let other: BrowserLikeClient;
  const db = () => server.database.db;
  const post = (client: BrowserLikeClient, path: string, body: Record<string, string>) => client.request(path, { method: "POST", body: new URLSearchParams(body) });
  const scan = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new BrowserLikeClient(server.url).request(path, { method, headers: { "User-Agent": browserOf("someone"), ...headers } });
  const scansOf = async (code: string) =>
    Number((await db().selectFrom("qrCodeDailyScans").select((eb) => eb.fn.coalesce(eb.fn.sum<number>("scans"), eb.lit(0)).as("scans")).where("code", "=", code).executeTakeFirstOrThrow()).scans);
  const codeOf = (address: string) => new URL(address).pathname.slice("/q/".length);

  beforeAll(async () => {
    // Two projects published on a machine shared with other test runs.
    ({ server, owner, viewer, other } = await startQrCodeProjects(dialect));
  }, 120_000);
  afterAll(() => server.stop());

  it("gives every address a QR code, as SVG, PNG and print-ready PNG, that decodes to exactly the short address its row shows", async () => {
    const shown = shownQrAddresses(await (await owner.request("/project/shop/urls")).text());
    expect([...shown.keys()].sort()).toEqual(["/shop", "/shop/about", "/shop/footer/module"]);
    for (const [path, address] of shown) {
      expect(address, path).toMatch(new RegExp(`^${server.url}/q/[A-Za-z0-9]{8}$`));
      expect(new URL(address).pathname.length).toBeLessThanOrEqual(24);
      for (const format of ["svg", "png", "print"]) {
        const image = await owner.request(`/project/shop/urls/qr?${new URLSearchParams({ path, format })}`);
        expect(image.status, `${path} ${format}`).toBe(200);
        expect(await decodeQr(Buffer.from(await image.arrayBuffer())), `${path} ${format}`).toBe(address);
      }
      const opened = await scan(new URL(address).pathname);
      expect(opened.status).toBe(302);
      expect(opened.headers.get("Location")).toBe(`${server.url}${path}?utm_source=qr`);
    }
    // The same address keeps its code, so what is on paper keeps working.
    expect(shownQrAddresses(await (await viewer.request("/project/shop/urls")).text())).toEqual(shown);
  });

  it("makes the print-ready PNG at 300 dpi, at least 3 cm wide, each module a whole number of pixels", async () => {
    const address = shownQrAddresses(await (await owner.request("/project/shop/urls")).text()).get("/shop/about") ?? "";
    const print = await owner.request(`/project/shop/urls/qr?${new URLSearchParams({ path: "/shop/about", format: "print", download: "1" })}`);
    expect(print.headers.get("Content-Type")).toBe("image/png");
    expect(print.headers.get("Content-Disposition")).toBe('attachment; filename="shop-about-qr-300dpi.png"');
    const metadata = await sharp(Buffer.from(await print.arrayBuffer())).metadata();
    expect(metadata.density).toBe(300);
    expect(metadata.width).toBe(metadata.height);
    expect((metadata.width ?? 0) % qrCodeModules(address)).toBe(0);
    expect(((metadata.width ?? 0) / 300) * 2.54).toBeGreaterThanOrEqual(3);
  });

  it("gives a messaging link's QR code a short address that opens the link, the same one each time, for those who may edit", async () => {
    const made = await post(owner, "/project/shop/urls/qr", { target: WHATSAPP });
    expect(made.status).toBe(200);
    const { address } = (await made.json()) as { address: string };
    expect(address).toMatch(new RegExp(`^${server.url}/q/[A-Za-z0-9]{8}$`));
    expect(new URL(address).pathname.length).toBeLessThanOrEqual(24);
    // The dialog renders the code in the browser with the shared renderer; both forms decode to the address it shows.
    const { png, svg } = await qrCodeDataUrls(address);
    expect(await decodeQr(Buffer.from(png.slice(png.indexOf(",") + 1), "base64"))).toBe(address);
    expect(await decodeQr(Buffer.from(decodeURIComponent(svg.slice(svg.indexOf(",") + 1))))).toBe(address);
    expect((await scan(new URL(address).pathname)).headers.get("Location")).toBe(WHATSAPP);
    expect(((await (await post(owner, "/project/shop/urls/qr", { target: WHATSAPP })).json()) as { address: string }).address).toBe(address);

    const codes = await db().selectFrom("qrCodes").select("code").execute();
    const refusals: [BrowserLikeClient, Record<string, string>, number][] = [
      [owner, { target: "https://evil.example/" }, 400],
      [owner, { target: "/shop/about" }, 400],
      [owner, { target: "https://wa.me/4915123456789?text=a&next=https://evil.example" }, 400],
      [owner, {}, 400],
      [viewer, { target: WHATSAPP }, 403],
      [other, { target: WHATSAPP }, 404],
    ];
    for (const [client, body, status] of refusals) expect((await post(client, "/project/shop/urls/qr", body)).status, JSON.stringify(body)).toBe(status);
    expect(await db().selectFrom("qrCodes").select("code").execute()).toEqual(codes);
  });

  it("counts a scan once per visitor and day, never for bots, prefetches or HEAD, and sets no cookie", async () => {
    const address = shownQrAddresses(await (await owner.request("/project/shop/urls")).text()).get("/shop/about") ?? "";
    const path = new URL(address).pathname;
    const before = await scansOf(codeOf(address));
    for (let again = 0; again < 5; again += 1) {
      const answer = await scan(path, { "User-Agent": browserOf("first visitor") });
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
      expect(answer.headers.get("Set-Cookie")).toBeNull();
    }
    expect(await scansOf(codeOf(address))).toBe(before + 1);
    await scan(path, { "User-Agent": browserOf("second visitor") });
    expect(await scansOf(codeOf(address))).toBe(before + 2);
    await scan(path, { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await scan(path, { "User-Agent": browserOf("prefetching browser"), Purpose: "prefetch" });
    await scan(path, { "User-Agent": browserOf("checking browser") }, "HEAD");
    expect(await scansOf(codeOf(address))).toBe(before + 2);
  });

  it("shows scans beside visits and clicks in the activity figures, and per code on the URLs screen", async () => {
    const address = shownQrAddresses(await (await owner.request("/project/shop/urls")).text()).get("/shop") ?? "";
    for (const person of ["one", "two", "three"]) await scan(new URL(address).pathname, { "User-Agent": browserOf(`home visitor ${person}`) });
    const total = Number((await db().selectFrom("qrCodeDailyScans").select((eb) => eb.fn.sum<number>("scans").as("scans")).executeTakeFirstOrThrow()).scans);
    const overview = await (await owner.request("/project/shop")).text();
    expect(overview).toMatch(new RegExp(`QR scans</span><span[^>]*>${total}</span>`));
    expect(overview).toContain("QR scans per code");
    expect(overview).toMatch(new RegExp(`/q/<!-- -->${codeOf(address)}</span></th><td[^>]*>${await scansOf(codeOf(address))}</td>`));
    const urls = await (await owner.request("/project/shop/urls")).text();
    expect(urls).toContain(`${await scansOf(codeOf(address))} scans<!-- --> in 30 days`);
  });

  it("answers a malformed, unknown or unasked-for code and format with a 4xx, counting nothing", async () => {
    const counted = await db().selectFrom("qrCodeDailyScans").selectAll().execute();
    for (const path of ["/q/short", "/q/AAAAAAAA", "/q/abcdefghi", "/q/abc-defg", "/q/"]) {
      const answer = await scan(path);
      expect(answer.status, path).toBe(404);
    }
    const shown = shownQrAddresses(await (await owner.request("/project/shop/urls")).text());
    const code = codeOf(shown.get("/shop/about") ?? "");
    expect((await scan(`/q/${code.toLowerCase() === code ? code.toUpperCase() : code.toLowerCase()}`)).status).toBe(404);
    expect(await db().selectFrom("qrCodeDailyScans").selectAll().execute()).toEqual(counted);
    expect((await owner.request(`/project/shop/urls/qr?${new URLSearchParams({ path: "/shop/about", format: "gif" })}`)).status).toBe(400);
    expect((await other.request(`/project/shop/urls/qr?${new URLSearchParams({ path: "/shop/about", format: "print" })}`)).status).toBe(404);
  });

  it("prints codes with the project's domain once it is active, and counts scans there, for its own codes only", async () => {
    await addServedDomain(server.database, { projectId: "shop", host: "shop.test", state: "active", isPrimary: true });
    await addServedDomain(server.database, { projectId: "elsewhere", host: "elsewhere.test", state: "active", isPrimary: true });
    for (const host of ["shop.test", "elsewhere.test"]) await within(2_000, async () => (await requestOnHost(server, host, "/")).status === 200);
    const address = shownQrAddresses(await (await owner.request("/project/shop/urls")).text()).get("/shop/about") ?? "";
    expect(address).toMatch(/^https:\/\/shop\.test\/q\/[A-Za-z0-9]{8}$/);
    const image = await owner.request(`/project/shop/urls/qr?${new URLSearchParams({ path: "/shop/about", format: "png" })}`);
    expect(await decodeQr(Buffer.from(await image.arrayBuffer()))).toBe(address);
    const path = new URL(address).pathname;
    const before = await scansOf(codeOf(address));
    const onDomain = await requestOnHost(server, "shop.test", path, { headers: { "User-Agent": browserOf("domain visitor") } });
    expect(onDomain.status).toBe(302);
    expect(onDomain.headers.location).toBe("https://shop.test/about?utm_source=qr");
    expect(onDomain.headers["set-cookie"]).toBeUndefined();
    expect(await scansOf(codeOf(address))).toBe(before + 1);
    expect((await requestOnHost(server, "elsewhere.test", path, { headers: { "User-Agent": browserOf("domain visitor 2") } })).status).toBe(404);
    expect(await scansOf(codeOf(address))).toBe(before + 1);
  });
});
