import { expect, test } from "@playwright/test";
import { projectAxeBuilder } from "./axe";

// The gallery's templates, as the dashboard lists them (app/features/templates/template-registry.ts).
const TEMPLATE_IDS = [
  "bakery",
  "restaurant",
  "plumber",
  "consultant",
  "saas",
  "event",
  "course",
  "portfolio",
  "real-estate",
  "non-profit",
];
const SCREENS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 900 },
];

for (const id of TEMPLATE_IDS) {
  test(`the ${id} template's home page has no serious or critical accessibility issue at 390 px and 1280 px`, async ({
    page,
  }) => {
    for (const screen of SCREENS) {
      await page.setViewportSize({
        width: screen.width,
        height: screen.height,
      });
      expect((await page.goto(`/template-preview/${id}`))?.status()).toBe(200);
      const results = await projectAxeBuilder(page).analyze();
      // 4.14 or later: earlier versions cannot read Tailwind v4's colours and skip their contrast.
      const [major = 0, minor = 0] = results.testEngine.version.split(".").map(Number);
      expect(major > 4 || (major === 4 && minor >= 14)).toBe(true);
      const serious = results.violations
        .filter(
          (violation) =>
            violation.impact === "serious" || violation.impact === "critical",
        )
        .map(
          (violation) =>
            `${screen.name}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
        );
      expect(serious).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(screen.width);
      if (process.env.TEMPLATE_SCREENSHOTS_DIR)
        await page.screenshot({
          path: `${process.env.TEMPLATE_SCREENSHOTS_DIR}/${id}-${screen.name}.png`,
          fullPage: true,
        });
    }
  });
}
