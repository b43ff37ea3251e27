import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredSection } from "../../../db/stored-values";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";

const WHATSAPP = "https://wa.me/4915123456789?text=Hi%20%26%20%231%0A%F0%9F%91%8B";
const TELEGRAM = "https://t.me/pagewright";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0";
/** Another person's browser: a visitor is told apart by address and browser. */
const browserOf = (person: string) => `Mozilla/5.0 (Windows NT 10.0; ${person}) Firefox/140.0`;

/** The token of a messaging link as publications made before signing rendered it: the link in base64url, nothing else. */
function unsignedToken(url: string): string {
  return Buffer.from(url).toString("base64url");
}

describe.each(testDialects())("messaging buttons count live links once per visitor a day, on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  const db = () => server.database.db;
  const post = (path: string, body: Record<string, string>) => owner.request(path, { method: "POST", body: new URLSearchParams(body) });
  const click = (path: string, userAgent = BROWSER) => new BrowserLikeClient(server.url).request(path, { headers: { "User-Agent": userAgent } });
  const conversions = async () =>
    Number((await db().selectFrom("analyticsEvents").select((eb) => eb.fn.countAll().as("count")).where("name", "=", "conversion").where("projectId", "=", "shop").executeTakeFirstOrThrow()).count);

  /** Puts `href` into the hero's main button, publishes, and answers the /go/ links of the live home page. */
  async function publishWithButton(href: string): Promise<string[]> {
    const page = await db().selectFrom("pages").select(["id", "sections"]).where("projectId", "=", "shop").where("slug", "=", "home").executeTakeFirstOrThrow();
    const sections: StoredSection[] = page.sections.map((section) =>
      section.type === "hero" ? { ...section, props: { ...section.props, primaryAction: { label: "Write to us", href } } } : section,
    );
    await db().updateTable("pages").set({ sections }).where("id", "=", page.id).execute();
    expect((await post("/project/shop/publish", { intent: "publish" })).status).toBe(200);
    const html = await (await click("/shop")).text();
    return [...new Set([...html.matchAll(/href="(\/go\/[^"]+)"/g)].map((match) => match[1] ?? ""))];
  }

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "owner@example.com", name: "Owner" });
    expect((await post("/?index", { intent: "create-project", name: "Shop", id: "shop", start: "starter" })).status).toBe(303);
  });
  afterAll(() => server.stop());

  it("refuses a forged or altered token with the not-found answer, counting nothing", async () => {
    const [live] = await publishWithButton(WHATSAPP);
    if (!live) throw new Error("the published button does not go through /go/");
    expect(live).toMatch(/^\/go\/shop\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const altered = live.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    const forged = [
      altered,
      `/go/shop/${unsignedToken("https://wa.me/4915123456789?text=Send%20money%20to%20...")}`,
      `/go/shop/${unsignedToken(WHATSAPP)}`,
      `${live.split(".")[0]}.${"A".repeat(22)}`,
      live.replace("/go/shop/", "/go/other/"),
      `/go/shop/${unsignedToken("https://evil.example/")}`,
    ];
    for (const path of forged) {
      const answer = await click(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).toContain(`Page not found: ${path}`);
    }
    expect(await conversions()).toBe(0);
  });

  it("sends a visitor of a live button on and counts them once a day, however often they click", async () => {
    const [live] = await publishWithButton(WHATSAPP);
    const before = await conversions();
    for (let clicks = 0; clicks < 50; clicks += 1) {
      const answer = await click(live ?? "");
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe(WHATSAPP);
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
      // One header: with two (the app-wide policy and the link's own), which one a browser follows is up to the browser.
      expect(answer.headers.get("Referrer-Policy")).toBe("no-referrer");
    }
    expect(await conversions()).toBe(before + 1);

    expect((await click(live ?? "", "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1")).status).toBe(302);
    expect(await conversions()).toBe(before + 2);
    expect((await click(live ?? "", "Googlebot/2.1 (+http://www.google.com/bot.html)")).status).toBe(302);
    expect(await conversions()).toBe(before + 2);
    const stored = JSON.stringify(await db().selectFrom("conversionVisitors").selectAll().execute());
    expect(stored).not.toContain("127.0.0.1");
    expect(stored).not.toContain("Mozilla");
  });

  it("refuses a correctly signed link once it is no longer live", async () => {
    const [old] = await publishWithButton(WHATSAPP);
    const [current] = await publishWithButton(TELEGRAM);
    expect(current).not.toBe(old);
    const before = await conversions();
    expect((await click(old ?? "", browserOf("new visitor"))).status).toBe(404);
    expect(await conversions()).toBe(before);
    const answer = await click(current ?? "", browserOf("new visitor"));
    expect(answer.headers.get("Location")).toBe(TELEGRAM);
    expect(await conversions()).toBe(before + 1);
  });

  it("keeps the links of a publication made before tokens were signed working while it is live", async () => {
    const [signed] = await publishWithButton(WHATSAPP);
    const legacy = `/go/shop/${unsignedToken(WHATSAPP)}`;
    const { livePublicationId } = await db().selectFrom("projects").select("livePublicationId").where("id", "=", "shop").executeTakeFirstOrThrow();
    const documents = await db().selectFrom("publishedDocuments").select(["path", "body"]).where("publicationId", "=", livePublicationId ?? "").where("sourceKind", "=", "page").execute();
    for (const document of documents) {
      const body = Buffer.from(document.body.toString("utf8").replaceAll(signed ?? "", legacy));
      await db().updateTable("publishedDocuments").set({ body }).where("publicationId", "=", livePublicationId ?? "").where("path", "=", document.path).execute();
    }
    // Nobody has clicked on this publication yet, so nothing about it is cached.
    const before = await conversions();
    const answer = await click(legacy, browserOf("visitor of the old page"));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(WHATSAPP);
    expect(await conversions()).toBe(before + 1);
    expect((await click(`/go/shop/${unsignedToken(TELEGRAM)}`, browserOf("visitor of the old page"))).status).toBe(404);
  });

  it("answers not found for a project that does not exist or is not live", async () => {
    const [live] = await publishWithButton(WHATSAPP);
    expect((await click((live ?? "").replace("/go/shop/", "/go/nosuchproject/"))).status).toBe(404);
    expect((await post("/project/shop/publish", { intent: "unpublish" })).status).toBe(200);
    const before = await conversions();
    expect((await click(live ?? "", browserOf("visitor after unpublishing"))).status).toBe(404);
    expect(await conversions()).toBe(before);
  });
});
