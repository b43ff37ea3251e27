import { expect, test } from "@playwright/test";
import { axeFindings, coveredByThePairList } from "./axe";
import { CATALOGUE_ONLY, openCatalogue, PREVIEWS, TINTS } from "./section-catalogue";
import { cataloguePreviewCount } from "./section-registry";

const PREVIEW_COUNT = await cataloguePreviewCount();

// The other themes are checked in the-section-catalogue-keeps-aa-contrast-in-12-themes-at-*.spec.ts:
// one file per width, so the workers share the catalogue's runs (decision 0027).
for (const width of [390, 1280]) {
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
}
