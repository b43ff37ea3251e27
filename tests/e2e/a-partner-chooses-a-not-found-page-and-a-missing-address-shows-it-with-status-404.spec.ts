import { expect, test, type Page } from "@playwright/test";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { expectNoSidewaysScrolling, PHONE_WIDTH } from "./phone";
import { signedInPage } from "./sign-in";

async function rowAction(page: Page, title: string, action: string) {
  await page.getByRole("button", { name: `More actions for “${title}”` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

test("a partner chooses a page as the site's not-found page, publishes, and a missing address and the page itself show it with status 404", async ({ browser }) => {
  test.setTimeout(120_000);
  const projectId = `lost${Date.now().toString(36)}`;
  const partner = await signedInPage(browser, `owner-${projectId}@example.com`, "Noor Found");
  await createProjectFromDashboard(partner, "Tulip Farm", projectId);
  await waitForHydration(partner);

  await rowAction(partner, "Home", "Duplicate");
  const duplicate = partner.getByRole("dialog", { name: "Duplicate “Home”" });
  await duplicate.getByLabel("Title").fill("Lost in the tulips");
  await duplicate.getByLabel("Slug").fill("lost");
  await duplicate.getByRole("button", { name: "Duplicate page" }).click();
  await expect(partner.getByRole("link", { name: "Lost in the tulips", exact: true })).toBeVisible();

  await partner.goto(`/project/${projectId}/settings/redirects`);
  await waitForHydration(partner);
  await partner.getByRole("button", { name: /^Unknown addresses show/ }).click();
  await partner.getByRole("option", { name: /Lost in the tulips/ }).click();
  await partner.getByRole("button", { name: "Save not-found page" }).click();
  await expect(partner.getByText("The not-found page was chosen. It goes live with the next publish.").first()).toBeVisible();

  await partner.goto(`/project/${projectId}`);
  await waitForHydration(partner);
  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1", { timeout: 30_000 });

  // A visitor at a missing address reads the chosen page, answered with status 404; on a phone too.
  for (const viewport of [{ width: 1280, height: 800 }, { width: PHONE_WIDTH, height: 844 }]) {
    const visitor = await (await browser.newContext({ viewport })).newPage();
    const missing = await visitor.goto(`/${projectId}/no-such-tulip`);
    expect(missing?.status()).toBe(404);
    await expect(visitor).toHaveTitle(/Lost in the tulips/);
    await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
    if (viewport.width === PHONE_WIDTH) await expectNoSidewaysScrolling(visitor, "the chosen not-found page");
    await visitor.context().close();
  }
  // At its own address it answers the same way, 404 with its content, and the sitemap leaves it out.
  const own = await partner.request.get(`/${projectId}/lost`);
  expect(own.status()).toBe(404);
  expect(await (await partner.request.get(`/${projectId}/sitemap.xml`)).text()).not.toContain(`/${projectId}/lost`);
});
