import { expect, test } from "@playwright/test";
import { axeFindings, coveredByThePairList } from "./axe";
import { openCatalogue, PREVIEWS, PRIMARIES, TINTS } from "./section-catalogue";
import { cataloguePreviewCount } from "./section-registry";

const PREVIEW_COUNT = await cataloguePreviewCount();
const WIDTH = 1280;

// One test per colour and one file per width, so the workers share them; only the colours change
// from one theme to the next, so only the colour rules run again (the default theme runs them all).
for (const primary of PRIMARIES) {
  test(`every section type and variant keeps AA contrast with the primary ${primary} at ${WIDTH} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: WIDTH, height: 900 });
    await openCatalogue(page, `primary=${encodeURIComponent(primary)}`, PREVIEW_COUNT);
    const findings = await axeFindings(page, { include: PREVIEWS, rules: ["color-contrast", "link-in-text-block"], explained: (incomplete) => coveredByThePairList(page, incomplete, TINTS) });
    expect(findings.violations).toEqual([]);
    expect(findings.unexplainedIncomplete).toEqual([]);
  });
}
