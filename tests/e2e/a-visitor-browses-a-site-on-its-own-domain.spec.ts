import { chromium, expect, test } from "@playwright/test";
import { addServedDomain, within, requestOnHost } from "../../server/custom-domains/test-fixtures";
import { BrowserLikeClient, signInThroughLocalProvider } from "../../server/testing/browser-like-client";
import { startTestServer } from "../../server/testing/test-server";

const CONTACT = { id: "contact1", type: "contact", variant: "default", props: {} };
const HEADER = { id: "header1", type: "header", variant: "default", props: { siteName: "Crumb", links: [{ id: "about", label: "About us", href: "/about" }] } };

// Its own server in this process (so domain changes reach it at once), on loopback; Chromium resolves the site's names to 127.0.0.1.
test("a visitor who types the www name lands on the primary domain, follows its links and sends a lead from it", async () => {
  test.setTimeout(90_000);
  const server = await startTestServer("sqlite");
  const port = new URL(server.url).port;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP crumb.test 127.0.0.1, MAP www.crumb.test 127.0.0.1"],
  });
  try {
    const partner = new BrowserLikeClient(server.url);
    await signInThroughLocalProvider(partner, { email: "baker@example.com", name: "Baker" });
    const post = (path: string, body: Record<string, string>) => partner.request(path, { method: "POST", body: new URLSearchParams(body) });
    expect((await post("/?index", { intent: "create-project", name: "Acme", id: "crumb", start: "blank" })).status).toBe(303);
    await post("/project/crumb", { intent: "create", kind: "page", name: "About us", slug: "about" });
    const { db } = server.database;
    const home = await db.selectFrom("projects").innerJoin("pages", "pages.id", "projects.homePageId").select("pages.id").where("projects.id", "=", "crumb").executeTakeFirstOrThrow();
    await db.updateTable("pages").set({ sections: [HEADER, CONTACT] }).where("id", "=", home.id).execute();
    expect((await post("/project/crumb/publish", { intent: "publish" })).status).toBeLessThan(400);
    await addServedDomain(server.database, { projectId: "crumb", host: "crumb.test", state: "verified", isPrimary: true });
    await within(1_000, async () => (await requestOnHost(server, "crumb.test", "/")).status === 200);

    const page = await browser.newPage();
    await page.goto(`http://www.crumb.test:${port}/?from=flyer`);
    await expect(page).toHaveURL(`http://crumb.test:${port}/?from=flyer`);
    await page.getByRole("link", { name: "About us" }).click();
    await expect(page).toHaveURL(`http://crumb.test:${port}/about`);
    await expect(page).toHaveTitle("About us · Acme");
    await page.goBack();
    const form = page.locator("form").filter({ has: page.getByLabel("Email") });
    await form.getByLabel("Name").pressSequentially("Ada Visitor");
    await form.getByLabel("Email").pressSequentially("ada@example.com");
    await page.waitForTimeout(3_500);
    await form.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Thank you! Your message is on its way")).toBeVisible();
    expect(new URL(page.url()).host).toBe(`crumb.test:${port}`);
    const leads = await db.selectFrom("leads").select("searchText").where("projectId", "=", "crumb").execute();
    expect(leads).toHaveLength(1);
    expect(leads[0]?.searchText).toContain("ada@example.com");
  } finally {
    await browser.close();
    await server.stop();
  }
});
