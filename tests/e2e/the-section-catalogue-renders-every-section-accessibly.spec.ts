import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./helpers";
import { NO_TRACES, scriptTraces, watchForScript, withoutContentSecurityPolicy } from "./script-traces";
import { cataloguePreviewCount } from "./section-registry";

// Counted from the registry, so a new section type or variant needs no change here.
const PREVIEW_COUNT = await cataloguePreviewCount();

async function waitForImages(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluateAll((images) =>
    Promise.all(images.map((image) => (image instanceof HTMLImageElement ? image.decode().catch(() => undefined) : undefined))),
  );
}

for (const width of [390, 1280]) {
  test(`every section type and variant renders at ${width} px with no serious accessibility issue`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const response = await page.goto("/section-catalogue");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Section catalogue" })).toBeVisible();

    const previews = page.locator("[data-testid^=preview-]");
    await expect(previews).toHaveCount(PREVIEW_COUNT);
    for (const preview of await previews.all()) {
      const key = (await preview.getAttribute("data-testid"))?.replace("preview-", "") ?? "unknown";
      await preview.scrollIntoViewIfNeeded();
      await waitForImages(page, `[data-testid="preview-${key}"] img`);
      expect(await preview.innerHTML()).not.toBe("");
      const box = await preview.boundingBox();
      expect(box?.width ?? 0).toBeLessThanOrEqual(width);
      await preview.screenshot({ path: `test-results/section-catalogue/${width}/${key}.png`, animations: "disabled" });
    }

    const brokenImages = await page
      .locator("[data-testid^=preview-] img")
      .evaluateAll((images) => images.filter((image) => image instanceof HTMLImageElement && image.naturalWidth === 0).map((image) => image.getAttribute("src")));
    expect(brokenImages).toEqual([]);

    const horizontalOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(horizontalOverflow).toBeLessThanOrEqual(0);

    const results = await new AxeBuilder({ page }).include("main").analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")) }));
    expect(serious).toEqual([]);
  });
}

test("the mobile view shows every preview 390 px wide on a wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/section-catalogue?view=mobile");
  const box = await page.getByTestId("preview-pricing-kale").boundingBox();
  expect(box?.width).toBe(390);
  await expect(page.getByRole("link", { name: "Mobile (390 px)" })).toHaveAttribute("aria-current", "page");
});

test("hostile text and links in every field run no script in Chromium, rendered on the server and hydrated", async ({ page }) => {
  // Every link and button of every hostile preview is hovered, and each type adds its own.
  test.setTimeout(240_000);
  const problems = watchForScript(page);
  await withoutContentSecurityPolicy(page, "/section-catalogue**");

  const response = await page.goto("/section-catalogue?fixture=xss");
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByText("Every text field holds a script injection attempt.").first()).toBeVisible();
  await expect(page.locator("[data-testid^=preview-]").filter({ hasText: "<script>window.__xss = 1</script>" }).first()).toBeVisible();

  expect(await scriptTraces(page.mainFrame(), "[data-testid^=preview-]")).toEqual(NO_TRACES);
  expect(problems).toEqual([]);
});
