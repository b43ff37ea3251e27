import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredSection } from "../../../db/stored-values";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";

const WHATSAPP = "https://wa.me/4915123456789?text=A%20table%20for%20two";
const B_MARK = "Variant B says hello";
const VISITORS = 400;
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/** A distinct address per synthetic visitor; the server trusts loopback's X-Forwarded-For. */
const addressOf = (index: number) => `10.1.${(index >> 8) & 255}.${index & 255}`;

describe.each(testDialects())("an A/B test whose goal is a click on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;
  const db = () => server.database.db;
  const post = (path: string, body: Record<string, string>) => owner.request(path, { method: "POST", body: new URLSearchParams(body) });
  const asVisitor = (index: number, userAgent = CHROME) => ({ "User-Agent": userAgent, "X-Forwarded-For": addressOf(index) });

  /** Saves a page's sections through the editor's autosave, as the editor does. */
  async function saveSections(pageId: string, change: (section: StoredSection) => StoredSection): Promise<void> {
    const page = await db().selectFrom("pages").select(["version", "sections"]).where("id", "=", pageId).executeTakeFirstOrThrow();
    const saved = await post("/editor-save/shop", { kind: "page", documentId: pageId, version: String(page.version), sections: JSON.stringify(page.sections.map(change)) });
    expect(saved.status).toBe(200);
  }

  beforeAll(async () => {
    server = await startTestServer(dialect, { TRUST_PROXY: "loopback" });
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "owner@example.com", name: "Owner" });
    expect((await post("/?index", { intent: "create-project", name: "Shop", id: "shop", start: "starter" })).status).toBe(303);
  }, 120_000);
  afterAll(() => server.stop());

  it("counts a conversion for the variant each clicking visitor was shown, and none for bots or for visitors who only looked", async () => {
    const home = await db().selectFrom("pages").select("id").where("projectId", "=", "shop").where("slug", "=", "home").executeTakeFirstOrThrow();
    const withButton = (section: StoredSection): StoredSection => (section.type === "hero" ? { ...section, props: { ...section.props, primaryAction: { label: "Book on WhatsApp", href: WHATSAPP } } } : section);
    await saveSections(home.id, withButton);

    const created = await post("/project/shop/ab-tests", { intent: "create-test", pageId: home.id, variants: "2", split: "", goal: "click", goalUrl: WHATSAPP });
    expect(created.status).toBe(303);
    const experiment = await db().selectFrom("experiments").select(["id", "goal", "goalUrl"]).executeTakeFirstOrThrow();
    expect(experiment).toMatchObject({ goal: "click", goalUrl: WHATSAPP });
    const copy = await db().selectFrom("experimentVariants").select("pageId").where("experimentId", "=", experiment.id).where("label", "=", "B").executeTakeFirstOrThrow();
    if (!copy.pageId) throw new Error("variant B has no page");
    const copyPageId = copy.pageId;
    await saveSections(copyPageId, (section) => (section.type === "hero" ? { ...withButton(section), props: { ...withButton(section).props, title: B_MARK } } : section));
    expect((await post("/project/shop/ab-tests", { intent: "start-test", experimentId: experiment.id })).status).toBe(303);

    const clicksBy = { A: 0, B: 0 };
    for (let index = 0; index < VISITORS; index++) {
      const page = await fetch(`${server.url}/shop`, { headers: asVisitor(index) });
      expect(page.status).toBe(200);
      const html = await page.text();
      const label = html.includes(B_MARK) ? "B" : "A";
      const link = /href="(\/go\/shop\/[^"]+)"/.exec(html)?.[1];
      if (!link) throw new Error("the published button does not go through /go/");
      // Every third visitor clicks; a crawler following the same link is sent on and not counted.
      if (index % 3 === 0) {
        const click = await fetch(`${server.url}${link.replaceAll("&amp;", "&")}`, { headers: asVisitor(index), redirect: "manual" });
        expect(click.status).toBe(302);
        expect(click.headers.get("location")).toBe(WHATSAPP);
        clicksBy[label] += 1;
      }
      if (index % 50 === 0) expect((await fetch(`${server.url}${link}`, { headers: asVisitor(index, GOOGLEBOT), redirect: "manual" })).status).toBe(302);
    }
    expect(clicksBy.A).toBeGreaterThan(0);
    expect(clicksBy.B).toBeGreaterThan(0);

    const conversions = async () => {
      const rows = await db().selectFrom("experimentDailyCounts").select(["label", "conversions"]).where("experimentId", "=", experiment.id).execute();
      const sum = (label: string) => rows.filter((row) => row.label === label).reduce((total, row) => total + Number(row.conversions), 0);
      return { A: sum("A"), B: sum("B") };
    };
    await expect.poll(conversions, { timeout: 30_000, interval: 500 }).toEqual(clicksBy);
    // A click is a click, not a lead.
    expect(await db().selectFrom("leads").select("id").where("projectId", "=", "shop").execute()).toEqual([]);
  }, 600_000);
});
