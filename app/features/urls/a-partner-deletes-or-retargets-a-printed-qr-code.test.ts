import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient } from "../../../server/testing/browser-like-client";
import type { TestServer } from "../../../server/testing/test-server";
import { browserOf, startQrCodeProjects } from "./test-fixtures";

const WHATSAPP = "https://wa.me/4915123456789?text=Hi";

/** Each listed address's path and the code of the QR code its row shows. */
function shownCodes(html: string): Map<string, string> {
  const rows = [...html.matchAll(/<li [^>]*data-address="([^"]+)"[\s\S]*?<\/li>/g)];
  return new Map(rows.map((row) => [row[1] ?? "", /data-qr-address[^>]*>[^<]*\/q\/([A-Za-z0-9]{8})</.exec(row[0])?.[1] ?? ""]));
}

describe.each(testDialects())("a partner deletes or retargets a printed QR code, on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  let viewer: BrowserLikeClient;
  let other: BrowserLikeClient;
  const db = () => server.database.db;
  const urls = async (client: BrowserLikeClient = owner) => (await client.request("/project/shop/urls")).text();
  const post = (client: BrowserLikeClient, body: Record<string, string>, project = "shop") => client.request(`/project/${project}/urls`, { method: "POST", body: new URLSearchParams(body) });
  const scan = (code: string, person: string) => new BrowserLikeClient(server.url).request(`/q/${code}`, { headers: { "User-Agent": browserOf(person) } });
  const scansOf = async (code: string) =>
    Number((await db().selectFrom("qrCodeDailyScans").select((eb) => eb.fn.coalesce(eb.fn.sum<number>("scans"), eb.lit(0)).as("scans")).where("code", "=", code).executeTakeFirstOrThrow()).scans);
  const state = async () => ({
    codes: await db().selectFrom("qrCodes").selectAll().orderBy("code").execute(),
    scans: await db().selectFrom("qrCodeDailyScans").selectAll().orderBy("code").execute(),
    projects: await db().selectFrom("projects").select(["id", "updated"]).orderBy("id").execute(),
  });

  beforeAll(async () => {
    // Two projects published on a machine shared with other test runs.
    ({ server, owner, viewer, other } = await startQrCodeProjects(dialect));
  }, 120_000);
  afterAll(() => server.stop());

  it("retargets a printed code to another page, a module or a messaging link of the project; its short address opens that at once and its scans go on counting", async () => {
    const before = shownCodes(await urls());
    const printed = before.get("/shop/about") ?? "";
    expect(printed).toMatch(/^[A-Za-z0-9]{8}$/);
    expect((await scan(printed, "first")).headers.get("Location")).toBe(`${server.url}/shop/about?utm_source=qr`);
    expect(await scansOf(printed)).toBe(1);

    const moved = await post(owner, { intent: "retarget-qr-code", code: printed, target: "/shop" });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("Location")).toBe("/project/shop/urls");
    const opened = await scan(printed, "second");
    expect(opened.status).toBe(302);
    expect(opened.headers.get("Location")).toBe(`${server.url}/shop?utm_source=qr`);
    expect(await scansOf(printed)).toBe(2);

    // The home page keeps its own code; the about page, whose code moved, gets a new one of its own.
    const after = shownCodes(await urls());
    expect(after.get("/shop")).toBe(before.get("/shop"));
    expect(after.get("/shop/about")).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(after.get("/shop/about")).not.toBe(printed);
    const listed = new RegExp(`<li data-qr-code="${printed}"[\\s\\S]*?</li>`).exec(await urls())?.[0] ?? "";
    expect(listed).toContain('data-qr-target="/shop"');
    expect(listed).toContain("retargeted");
    expect(listed).toContain(`Retarget the QR code ${server.url}/q/${printed}`);

    expect((await post(owner, { intent: "retarget-qr-code", code: printed, target: "/shop/footer/module" })).status).toBe(303);
    expect((await scan(printed, "third")).headers.get("Location")).toBe(`${server.url}/shop/footer/module?utm_source=qr`);
    expect((await post(owner, { intent: "retarget-qr-code", code: printed, target: WHATSAPP })).status).toBe(303);
    expect((await scan(printed, "fourth")).headers.get("Location")).toBe(WHATSAPP);
    expect(await scansOf(printed)).toBe(4);
  });

  it("deletes a code: its short address answers 410 saying so, counts nothing, stays taken, and its address gets a new code", async () => {
    const home = shownCodes(await urls()).get("/shop") ?? "";
    await scan(home, "before the delete");
    const counted = await scansOf(home);
    const deleted = await post(owner, { intent: "delete-qr-code", code: home });
    expect(deleted.status).toBe(303);
    expect(await (await owner.request("/project/shop/urls")).text()).toContain(`/q/${home}`);

    const answer = await scan(home, "after the delete");
    expect(answer.status).toBe(410);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(await answer.text()).toBe(`This QR code was deleted by the site's owner: /q/${home} no longer opens anything.`);
    expect(await scansOf(home)).toBe(counted);
    // The row stays, so the code can never open another project's page; its scans stay in the figures.
    expect(await db().selectFrom("qrCodes").select(["projectId", "deletedAt"]).where("code", "=", home).executeTakeFirstOrThrow()).toMatchObject({ projectId: "shop", deletedAt: expect.any(Date) });
    const fresh = shownCodes(await urls()).get("/shop");
    expect(fresh).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(fresh).not.toBe(home);
    expect(await urls()).not.toContain(`data-qr-code="${home}"`);

    // A deleted code can be neither deleted again nor retargeted.
    const before = await state();
    expect((await post(owner, { intent: "delete-qr-code", code: home })).status).toBe(404);
    expect((await post(owner, { intent: "retarget-qr-code", code: home, target: "/shop" })).status).toBe(404);
    expect(await state()).toEqual(before);
  });

  it("refuses a viewer, another partner, a target outside the project and malformed input with a 4xx and a clear message, changing nothing", async () => {
    const code = shownCodes(await urls()).get("/shop/about") ?? "";
    const foreign = shownCodes(await (await other.request("/project/elsewhere/urls")).text()).get("/elsewhere") ?? "";
    expect(foreign).toMatch(/^[A-Za-z0-9]{8}$/);
    const before = await state();
    const outside = "Choose one of this project";
    const refusals: [string, BrowserLikeClient, Record<string, string>, number, string | null][] = [
      ["viewer retargets", viewer, { intent: "retarget-qr-code", code, target: "/shop" }, 403, "Your role in this project (viewer) does not allow this."],
      ["viewer deletes", viewer, { intent: "delete-qr-code", code }, 403, "Your role in this project (viewer) does not allow this."],
      ["other partner retargets", other, { intent: "retarget-qr-code", code, target: "/shop" }, 404, "Page not found: /project/shop/urls"],
      ["other partner deletes", other, { intent: "delete-qr-code", code }, 404, "Page not found: /project/shop/urls"],
      ["another site", owner, { intent: "retarget-qr-code", code, target: "https://evil.example/" }, 400, outside],
      ["a scheme-relative address", owner, { intent: "retarget-qr-code", code, target: "//evil.example/" }, 400, outside],
      ["another project's page", owner, { intent: "retarget-qr-code", code, target: "/elsewhere" }, 400, outside],
      ["a page the project does not have", owner, { intent: "retarget-qr-code", code, target: "/shop/nosuchpage" }, 400, outside],
      ["a messaging link that forwards", owner, { intent: "retarget-qr-code", code, target: "https://wa.me/4915123456789?text=a&next=https://evil.example" }, 400, outside],
      ["no target", owner, { intent: "retarget-qr-code", code }, 400, outside],
      ["a malformed code", owner, { intent: "delete-qr-code", code: "../../x" }, 400, "This is not a QR code of this project"],
      ["no code", owner, { intent: "delete-qr-code" }, 400, "This is not a QR code of this project"],
      ["another project's code", owner, { intent: "delete-qr-code", code: foreign }, 404, "This QR code is not in this project"],
      ["another project's code, retargeted", owner, { intent: "retarget-qr-code", code: foreign, target: "/shop" }, 404, "This QR code is not in this project"],
      ["an unknown intent", owner, { intent: "print-qr-code", code }, 400, "This form sent an action the page does not know"],
    ];
    for (const [what, client, body, status, text] of refusals) {
      const answer = await post(client, body);
      expect(answer.status, what).toBe(status);
      if (text) expect(await answer.text(), what).toContain(text);
    }
    // The other partner cannot point their own code at this project's page either.
    expect((await post(other, { intent: "retarget-qr-code", code: foreign, target: "/shop/about" }, "elsewhere")).status).toBe(400);
    expect(await state()).toEqual(before);
    expect((await scan(code, "after the refusals")).headers.get("Location")).toBe(`${server.url}/shop/about?utm_source=qr`);
    expect((await scan(foreign, "after the refusals")).headers.get("Location")).toBe(`${server.url}/elsewhere?utm_source=qr`);
  });
});
