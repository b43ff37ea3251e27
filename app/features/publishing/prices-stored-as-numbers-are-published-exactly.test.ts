import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredSection } from "../../../db/stored-values";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";

// Sections saved before prices became decimal text (docs/decisions/0015-money-as-decimal-text.md)
// hold JSON numbers at version 1; they are upgraded when read and published exactly.
const VERSION_1_SECTIONS = [
  {
    id: "plans1",
    type: "pricing",
    variant: "default",
    version: 1,
    props: { plans: [4.05, 10, 1.09, 0.1].map((price, index) => ({ id: `plan${index}`, name: `Plan ${index}`, price })) },
  },
  { id: "detail1", type: "product-detail", variant: "default", props: { name: "Mug", price: 2.05, currency: "GBP" } },
] as StoredSection[];

describe.each(testDialects())("prices stored as numbers are published exactly, on %s", (dialect) => {
  let server: TestServer;
  let owner: BrowserLikeClient;

  beforeAll(async () => {
    server = await startTestServer(dialect);
    owner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(owner, { email: "prices@example.com", name: "Owner" });
    const created = await owner.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Shop", id: "shop", start: "blank" }) });
    expect(created.status).toBe(303);
  });
  afterAll(() => server.stop());

  it("shows every old price as it was typed, on the published page", async () => {
    await server.database.db.updateTable("pages").set({ sections: VERSION_1_SECTIONS }).where("projectId", "=", "shop").where("slug", "=", "home").execute();
    const published = await owner.request("/project/shop/publish", { method: "POST", body: new URLSearchParams({ intent: "publish" }) });
    expect(published.status).toBe(200);
    // The currency sign is in a bdi of its own (kept whole in right-to-left text).
    const html = (await (await new BrowserLikeClient(server.url).request("/shop")).text()).replace(/<\/?bdi>/g, "");
    for (const shown of ["€4.05", "€10<", "€1.09", "€0.10", "£2.05"]) expect(html).toContain(shown);
    expect(html).not.toMatch(/€45|€100|€19|£25/);
  });
});
