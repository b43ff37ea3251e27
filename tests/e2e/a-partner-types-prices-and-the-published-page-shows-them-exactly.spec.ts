import { expect, test } from "@playwright/test";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { signIn } from "./sign-in";

const PRICES = [
  { plan: "Starter", typed: "4.05", shown: "€4.05" },
  { plan: "Pro", typed: "10.00", shown: "€10.00" },
  { plan: "Business", typed: "1.09", shown: "€1.09" },
];

test("a partner types 4.05, 10.00 and 1.09 into the starter's plans key by key, and the published page shows exactly those prices", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  await signIn(page, `prices-${stamp}@example.com`, "Pia Price");
  const projectId = `prices${stamp}`;
  await createProjectFromDashboard(page, `Prices ${stamp}`, projectId);

  await page.goto(`/editor/${projectId}/home`);
  await waitForHydration(page);
  await page.getByTestId("stack-row").getByRole("button", { name: /^Pricing/ }).click();
  const panel = page.getByRole("region", { name: "Section settings" });
  const preview = page.frameLocator("[data-testid=preview-frame]");
  for (const { plan, typed, shown } of PRICES) {
    await panel.getByRole("button", { name: plan, exact: true }).click();
    const price = panel.getByLabel("Price");
    await price.clear();
    await price.pressSequentially(typed, { delay: 40 });
    await expect(price).toHaveValue(typed);
    await expect(preview.getByText(shown, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved", { timeout: 10_000 });

  await page.goto(`/project/${projectId}`);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByTestId("publish-status")).toHaveText("Live: version 1");

  for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
    const visitor = await (await browser.newContext({ viewport })).newPage();
    expect((await visitor.goto(`/${projectId}`))?.status()).toBe(200);
    for (const { shown } of PRICES) await expect(visitor.getByText(shown, { exact: true })).toBeVisible();
    await expect(visitor.getByText("€45")).toHaveCount(0);
    await visitor.context().close();
  }
});
