import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredSection } from "../../../db/stored-values";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";

function repeatedIds(html: string): string[] {
  const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1] ?? "");
  return ids.filter((id, index) => ids.indexOf(id) !== index);
}

describe.each(testDialects())("a published page never repeats an anchor id, on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "anchors@example.com", name: "Owner" });
    const created = await owner.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Shop", id: "shop", start: "blank" }) });
    expect(created.status).toBe(303);
  });
  afterAll(() => server.stop());

  it("keeps the first section's anchor for in-page links and numbers the later ones", async () => {
    const sections = [
      { id: "hero1", type: "hero", variant: "default", props: { title: "Hi", primaryAction: { label: "Prices", href: "#pricing" }, anchor: "main" } },
      { id: "plans1", type: "pricing", variant: "default", version: 2, props: { anchor: "pricing", title: "Monthly" } },
      { id: "contact1", type: "contact", variant: "default", props: { anchor: "contact" } },
      { id: "plans2", type: "pricing", variant: "default", version: 2, props: { anchor: "pricing", title: "Yearly" } },
      { id: "contact2", type: "contact", variant: "default", props: { anchor: "contact" } },
    ] as StoredSection[];
    await server.database.db.updateTable("pages").set({ sections }).where("projectId", "=", "shop").where("slug", "=", "home").execute();
    const published = await owner.request("/project/shop/publish", { method: "POST", body: new URLSearchParams({ intent: "publish" }) });
    expect(published.status).toBe(200);
    const html = await (await new BrowserLikeClient(server.url).request("/shop")).text();
    expect(repeatedIds(html)).toEqual([]);
    expect(html).toContain('href="#pricing"');
    expect(html.indexOf('id="pricing"')).toBeLessThan(html.indexOf("Monthly"));
    for (const id of ["pricing-2", "contact-2", "main-2"]) expect(html).toContain(`id="${id}"`);
  });
});
