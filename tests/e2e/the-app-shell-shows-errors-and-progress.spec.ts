import { expect, test } from "@playwright/test";
import { waitForHydration } from "./helpers";

test("the home page is served with 200", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
});

test("a project id that fails validation answers 404 with the product's text", async ({ page }) => {
  const response = await page.goto("/project/1abc");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page Not Found: /project/1abc")).toBeVisible();
});

test("an unknown route answers 404 with the product's text", async ({ page }) => {
  const response = await page.goto("/a/b/c/d");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Page not found: /a/b/c/d")).toBeVisible();
});

test("a thrown error shows the 500 screen and Go back home lands on /", async ({ page }) => {
  const response = await page.goto("/__test/error");
  expect(response?.status()).toBe(500);
  await expect(page.getByText("500", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Error occured" })).toBeVisible();
  await expect(page.getByText("Please try again later.")).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Go back home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
});

test("an error during a client-side navigation shows the 500 screen, which clears on the way home", async ({ page }) => {
  await page.goto("/__test/slow?ms=0");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Break" }).click();
  await expect(page.getByRole("heading", { name: "Error occured" })).toBeVisible();
  await page.getByRole("button", { name: "Go back home" }).click();
  await expect(page.getByRole("heading", { name: "Error occured" })).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);
});

test("the loading bar appears on a slow navigation and not on a fast one", async ({ page }) => {
  await page.goto("/__test/slow?ms=0");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Slow again" }).click();
  const bar = page.getByTestId("loading-bar");
  await expect(bar).toBeVisible();
  const fill = bar.locator("div");
  await expect(fill).toHaveCSS("background-color", "rgb(29, 78, 216)");
  expect(await bar.evaluate((element) => element.getBoundingClientRect().height)).toBe(3);
  await expect(page.getByRole("heading", { name: "Slow page loaded after 1500 ms" })).toBeVisible();
  await expect(bar).toHaveCount(0);

  // A navigation shows the bar only once it has lasted the 200 ms throttle: record when the bar
  // first appears, counted from just before the click (timing, not luck, decides the verdict).
  type Probe = { clickedAt: number; barAt: number | null };
  await page.evaluate(() => {
    const probe: Probe = { clickedAt: performance.now(), barAt: null };
    (window as unknown as { probe: Probe }).probe = probe;
    new MutationObserver(() => {
      if (probe.barAt === null && document.querySelector("[data-testid=loading-bar]")) probe.barAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole("link", { name: "Fast" }).click();
  await expect(page.getByRole("heading", { name: "Slow page loaded after 20 ms" })).toBeVisible();
  await page.waitForTimeout(400);
  const probe = await page.evaluate(() => (window as unknown as { probe: Probe }).probe);
  expect(probe.barAt === null || probe.barAt - probe.clickedAt >= 200).toBe(true);
});
