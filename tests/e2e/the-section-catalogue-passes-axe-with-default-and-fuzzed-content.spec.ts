import { expect, type Page, test } from "@playwright/test";
import { PAINTED_PAIRS } from "../../app/lib/theme-pairs";
import { axeFindings, coveredByThePairList } from "./axe";
import { cataloguePreviewCount } from "./section-registry";

const PREVIEW_COUNT = await cataloguePreviewCount();
const TINTS = PAINTED_PAIRS.flatMap((pair) => (typeof pair.on === "string" ? [] : pair.classes));
const PREVIEWS = "[data-testid^=preview-]";

/**
 * Besides the default primary (the tests above), 12 spread over the colour space: black, white and
 * mid grey, hues all round the wheel, and the mid lightnesses (L* 50–70) where white text was
 * weakest before the surfaces were made contrast-safe (#a3a3f5 was the worst, decision 0027).
 */
const PRIMARIES = ["#000000", "#ffffff", "#808080", "#ef4444", "#f97316", "#eab308", "#84cc16", "#14b8a6", "#06b6d4", "#a3a3f5", "#8b5cf6", "#ec4899"];
const WIDTHS = [390, 1280];

async function openCatalogue(page: Page, query: string, previews: number | null): Promise<void> {
  const response = await page.goto(`/section-catalogue?${query}`);
  expect(response?.status()).toBe(200);
  const locator = page.locator("[data-testid^=preview-]");
  if (previews === null) await expect(locator.first()).toBeVisible();
  else await expect(locator).toHaveCount(previews);
  // Pictures loaded (lazy ones too) and decoded, so axe sees what a visitor sees behind text.
  await page.locator("main img").evaluateAll((images) =>
    Promise.all(
      images.map((image) => {
        if (!(image instanceof HTMLImageElement)) return undefined;
        image.loading = "eager";
        return image.decode().catch(() => undefined);
      }),
    ),
  );
}

// The catalogue stacks every section of a site on one page: several banners and content-infos and
// repeated headings are the catalogue's doing, not a site's; the templates spec checks whole pages.
const CATALOGUE_ONLY = ["landmark-banner-is-top-level", "landmark-contentinfo-is-top-level", "landmark-no-duplicate-banner", "landmark-no-duplicate-contentinfo", "landmark-unique", "region"];

for (const width of WIDTHS) {
  for (const fixture of ["default", "fuzz"] as const) {
    // Fuzzed content holds words longer than their boxes (a 700-letter price period, button label or
    // name): they wrap inside the box (pw-site's overflow-wrap), else axe cannot tell the background
    // of text that spills onto its neighbours and leaves its contrast undecided.
    test(`every section type and variant with ${fixture === "fuzz" ? "fuzzed" : "default"} content passes axe (WCAG 2.2 AA and best practice) at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await openCatalogue(page, fixture === "fuzz" ? "fixture=fuzz" : "", fixture === "fuzz" ? null : PREVIEW_COUNT);
      const findings = await axeFindings(page, { include: PREVIEWS, disable: CATALOGUE_ONLY, explained: (incomplete) => coveredByThePairList(page, incomplete, TINTS) });
      expect(findings.version).toBe("4.14.1");
      expect(findings.violations).toEqual([]);
      expect(findings.unexplainedIncomplete).toEqual([]);
    });
  }

  // One test per colour, so the two workers share them; only the colours change from one theme to
  // the next, so only the colour rules run again.
  for (const primary of PRIMARIES) {
    test(`every section type and variant keeps AA contrast with the primary ${primary} at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await openCatalogue(page, `primary=${encodeURIComponent(primary)}`, PREVIEW_COUNT);
      const findings = await axeFindings(page, { include: PREVIEWS, rules: ["color-contrast", "link-in-text-block"], explained: (incomplete) => coveredByThePairList(page, incomplete, TINTS) });
      expect(findings.violations).toEqual([]);
      expect(findings.unexplainedIncomplete).toEqual([]);
    });
  }
}
