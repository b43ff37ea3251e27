import { expect, type Page } from "@playwright/test";
import { PAINTED_PAIRS } from "../../app/lib/theme-pairs";

/** The translucent layers and gradients the theme's pair list checks for every primary (decision 0027). */
export const TINTS = PAINTED_PAIRS.flatMap((pair) => (typeof pair.on === "string" ? [] : pair.classes));
export const PREVIEWS = "[data-testid^=preview-]";

/**
 * Besides the default primary, 12 spread over the colour space: black, white and mid grey, hues all
 * round the wheel, and the mid lightnesses (L* 50–70) where white text was weakest before the
 * surfaces were made contrast-safe (#a3a3f5 was the worst, decision 0027).
 */
export const PRIMARIES = ["#000000", "#ffffff", "#808080", "#ef4444", "#f97316", "#eab308", "#84cc16", "#14b8a6", "#06b6d4", "#a3a3f5", "#8b5cf6", "#ec4899"];

// The catalogue stacks every section of a site on one page: several banners and content-infos and
// repeated headings are the catalogue's doing, not a site's; the templates spec checks whole pages.
export const CATALOGUE_ONLY = ["landmark-banner-is-top-level", "landmark-contentinfo-is-top-level", "landmark-no-duplicate-banner", "landmark-no-duplicate-contentinfo", "landmark-unique", "region"];

/** Opens the section catalogue with its pictures loaded and decoded, so axe sees what a visitor sees behind text. */
export async function openCatalogue(page: Page, query: string, previews: number | null): Promise<void> {
  const response = await page.goto(`/section-catalogue?${query}`);
  expect(response?.status()).toBe(200);
  const locator = page.locator(PREVIEWS);
  if (previews === null) await expect(locator.first()).toBeVisible();
  else await expect(locator).toHaveCount(previews);
  // Lazy pictures too.
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
