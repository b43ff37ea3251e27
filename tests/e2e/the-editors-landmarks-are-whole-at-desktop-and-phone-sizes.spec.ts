import { expect, test } from "@playwright/test";
import { axeFindings } from "./axe";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { signedInPage } from "./sign-in";

// The app-screen spec runs the WCAG rules; these are axe's best-practice rules about landmarks and
// roles, which a screen-reader user navigating by landmark relies on.
const LANDMARK_RULES = [
  "landmark-one-main",
  "landmark-no-duplicate-main",
  "landmark-unique",
  "landmark-main-is-top-level",
  "landmark-complementary-is-top-level",
  "landmark-banner-is-top-level",
  "region",
  "aria-allowed-role",
  "page-has-heading-one",
];

test("the editor's landmarks are whole at 1280 px and on a 390 px phone, where its panels are tabs", async ({ browser }) => {
  // Two axe runs over the whole editor: on a loaded two-core machine they take most of the default 30 s.
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const partner = await signedInPage(browser, `landmarks-${stamp}@example.com`, "Lana Landmark");
  await createProjectFromDashboard(partner, `Landmarks ${stamp}`, `lm${stamp}`);
  await partner.setViewportSize({ width: 1280, height: 900 });
  await partner.goto(`/editor/lm${stamp}/home`);
  await waitForHydration(partner);
  await expect(partner.frameLocator('[data-testid="preview-frame"]').locator(".pw-site h1").first()).toBeVisible();
  expect((await axeFindings(partner, { rules: LANDMARK_RULES })).violations, "at 1280 px").toEqual([]);
  const editor = partner.getByRole("main", { name: "Page editor" });
  for (const name of ["Pages and sections", "Preview", "Section settings"]) await expect(editor.getByRole("region", { name })).toBeVisible();

  await partner.setViewportSize({ width: 390, height: 844 });
  const tabs = partner.getByRole("tablist", { name: "Editor panels" });
  await expect(tabs).toBeVisible();
  for (const name of ["Sections", "Fields", "Preview"]) {
    await tabs.getByRole("tab", { name }).click();
    const panel = partner.getByRole("tabpanel", { name });
    await expect(panel).toBeVisible();
    expect((await axeFindings(partner, { rules: LANDMARK_RULES })).violations, `the ${name} tab at 390 px`).toEqual([]);
  }
  // The tab panels sit in the editor's main and hold its named regions.
  await expect(partner.getByRole("main", { name: "Page editor" }).getByRole("tabpanel", { name: "Preview" }).getByRole("region", { name: "Preview" })).toBeVisible();
});
