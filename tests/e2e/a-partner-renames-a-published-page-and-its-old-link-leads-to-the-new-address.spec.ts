import { expect, test, type Page } from "@playwright/test";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { expectNoSidewaysScrolling, expectReachable, PHONE_WIDTH } from "./phone";
import { signedInPage } from "./sign-in";

async function rowAction(page: Page, title: string, action: string) {
  await page.getByRole("button", { name: `More actions for “${title}”` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

async function publish(page: Page, version: number) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByTestId("publish-status")).toHaveText(`Live: version ${version}`, { timeout: 30_000 });
}

test("a partner renames a published page's address, publishes again, and a visitor following the old link reads the page at its new address", async ({ browser }) => {
  test.setTimeout(120_000);
  const projectId = `rename${Date.now().toString(36)}`;
  const partner = await signedInPage(browser, `owner-${projectId}@example.com`, "Rhea Rename");
  const visitor = await (await browser.newContext()).newPage();
  await createProjectFromDashboard(partner, "Tulip Farm", projectId);
  await waitForHydration(partner);

  // A campaign page with the starter's content, published at /offer.
  await rowAction(partner, "Home", "Duplicate");
  const duplicate = partner.getByRole("dialog", { name: "Duplicate “Home”" });
  await duplicate.getByLabel("Title").fill("Offer");
  await duplicate.getByLabel("Slug").fill("offer");
  await duplicate.getByRole("button", { name: "Duplicate page" }).click();
  await expect(partner.getByRole("link", { name: "Offer", exact: true })).toBeVisible();
  await publish(partner, 1);
  expect((await visitor.goto(`/${projectId}/offer`))?.status()).toBe(200);
  await expect(visitor).toHaveTitle("Offer · Tulip Farm");

  // Renaming it offers the redirect from the old address, ticked.
  await rowAction(partner, "Offer", "Rename");
  const rename = partner.getByRole("dialog", { name: "Rename “Offer”" });
  await rename.getByLabel("Title").fill("Spring offer");
  await rename.getByLabel("Slug").fill("spring-offer");
  const keepOldLink = rename.getByRole("checkbox", { name: /Send visitors of the old address \/offer to the new one/ });
  await expect(keepOldLink).toBeChecked();
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(partner.getByText("Page saved as “Spring offer” at /spring-offer.").first()).toBeVisible();

  // Until the next publish the old address still shows the live page.
  expect((await visitor.goto(`/${projectId}/offer`))?.status()).toBe(200);
  await publish(partner, 2);

  // The old link answers 301 to the new address, and the visitor reads the page there.
  const oldLink = await visitor.request.get(`/${projectId}/offer`, { maxRedirects: 0 });
  expect(oldLink.status()).toBe(301);
  expect(oldLink.headers().location).toBe(`/${projectId}/spring-offer`);
  const followed = await visitor.goto(`/${projectId}/offer`);
  expect(followed?.status()).toBe(200);
  await expect(visitor).toHaveURL(new RegExp(`/${projectId}/spring-offer$`));
  await expect(visitor).toHaveTitle("Spring offer · Tulip Farm");
  await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();

  // The redirect is listed in Settings › Redirects, which fits a phone.
  await partner.goto(`/project/${projectId}/settings/redirects`);
  const row = partner.getByRole("row").filter({ hasText: "/offer" });
  await expect(row).toContainText("/spring-offer");
  await expect(row).toContainText("301");
  await partner.setViewportSize({ width: PHONE_WIDTH, height: 844 });
  await partner.reload();
  await expectNoSidewaysScrolling(partner, "the redirects screen");
  await expectReachable(partner.getByRole("button", { name: "Remove the redirect from /offer" }), "the redirects screen");
});
