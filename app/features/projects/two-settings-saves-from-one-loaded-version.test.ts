import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../../server/testing/browser-like-client";
import { startTestServer, type TestServer } from "../../../server/testing/test-server";
import { STALE_PROJECT_MESSAGE } from "./project-messages";
import type {  } from "~/lib/app-error";

function hiddenVersion(html: string): string {
  const version = /<input type="hidden" name="version" value="(\d+)"/.exec(html)?.[1];
  if (!version) throw new Error("the settings form carries no version");
  return version;
}

describe.each(testDialects())("two settings saves from one loaded version, on %s", (dialect) => {
  let server: TestServer;
  let firstTab: BrowserLikeClient;
  const storedProject = () => server.database.db.selectFrom("projects").select(["name", "settings", "settingsVersion"]).where("id", "=", "shop").executeTakeFirstOrThrow();

  beforeAll(async () => {
    server = await startTestServer(dialect);
    firstTab = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(firstTab, { email: "owner@example.com", name: "Owner" });
    await firstTab.request("/?index", { method: "POST", body: new URLSearchParams({ intent: "create-project", name: "Shop", id: "shop" }) });
  });
  afterAll(() => server.stop());

  it("keeps the first save and refuses the second with the conflict message, showing what was typed", async () => {
    const secondTab = new BrowserLikeClient(server.url);
    for (const [name, value] of firstTab.cookies) secondTab.cookies.set(name, value);
    const [first, second] = await Promise.all([firstTab, secondTab].map(async (tab) => (await tab.request("/project/shop/settings")).text()));
    const loaded = hiddenVersion(first ?? "");
    expect(hiddenVersion(second ?? "")).toBe(loaded);
    const homePageId = /name="homePageId" value="([^"]+)"/.exec(first ?? "")?.[1] ?? "";

    const form = (changes: Record<string, string>) =>
      new URLSearchParams({ intent: "save-settings", version: loaded, name: "Shop", primaryColor: "#1d4ed8", homePageId, ...changes });
    const saved = await firstTab.request("/project/shop/settings", { method: "POST", body: form({ seoTitle: "Fresh bread every morning" }) });
    expect(saved.status).toBe(303);

    const refused = await secondTab.request("/project/shop/settings", { method: "POST", body: form({ name: "Shop & Bakery", leadNotificationEmail: "sales@shop.example" }) });
    expect(refused.status).toBe(409);
    const page = await refused.text();
    expect(page).toContain(STALE_PROJECT_MESSAGE);
    expect(page).toContain('value="Shop &amp; Bakery"');
    expect(page).toContain('value="sales@shop.example"');
    // Saving again from the same form is refused again: only a reload shows the other change.
    expect(hiddenVersion(page)).toBe(loaded);

    expect(await storedProject()).toMatchObject({ name: "Shop", settings: { seoTitle: "Fresh bread every morning", leadNotificationEmail: null }, settingsVersion: Number(loaded) + 1 });
    const reloaded = await (await secondTab.request("/project/shop/settings")).text();
    expect(hiddenVersion(reloaded)).toBe(String(Number(loaded) + 1));
    expect(reloaded).toContain('value="Fresh bread every morning"');
  });
});
