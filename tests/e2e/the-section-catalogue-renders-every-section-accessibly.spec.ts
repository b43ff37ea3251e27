import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./helpers";

// 9 types in four variants and 7 in the default one.
const PREVIEW_COUNT = 9 * 4 + 7;

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
  const problems: string[] = [];
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().includes("Failed to load resource")) problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  // Take the Content-Security-Policy away, so the test proves the markup is safe on its own.
  await page.route("**/section-catalogue**", async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers["content-security-policy"];
    await route.fulfill({ response, headers });
  });

  const response = await page.goto("/section-catalogue?fixture=xss");
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByText("Every text field holds a script injection attempt.").first()).toBeVisible();
  await expect(page.locator("[data-testid^=preview-]").filter({ hasText: "<script>window.__xss = 1</script>" }).first()).toBeVisible();

  for (const details of await page.locator("main details").all()) await details.evaluate((element) => element.setAttribute("open", ""));
  for (const element of await page.locator("[data-testid^=preview-] :is(a, button, summary, img)").all()) await element.hover({ force: true, timeout: 1_000 }).catch(() => undefined);
  await page.waitForTimeout(500);

  const findings = await page.evaluate(() => {
    const elements = [...document.querySelectorAll("[data-testid^=preview-] *")];
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
      scriptsInPreviews: document.querySelectorAll("[data-testid^=preview-] :is(script, iframe, object, embed, style)").length,
      eventHandlers: elements.flatMap((element) => [...element.attributes].filter((attribute) => attribute.name.startsWith("on")).map((attribute) => attribute.name)),
      badUrls: elements.flatMap((element) =>
        ["href", "src", "action", "formaction"].flatMap((name) => {
          const value = element.getAttribute(name) ?? "";
          // Browsers ignore control characters and spaces in a URL's scheme, so the check does too.
          // eslint-disable-next-line no-control-regex
          return /^(javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u0020]/g, "")) ? [value] : [];
        }),
      ),
    };
  });
  expect(findings).toEqual({ xss: null, scriptsInPreviews: 0, eventHandlers: [], badUrls: [] });
  expect(problems).toEqual([]);
});
