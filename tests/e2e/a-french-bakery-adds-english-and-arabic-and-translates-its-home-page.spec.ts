import { expect, test, type Page } from "@playwright/test";
import { projectAxeBuilder, WCAG_22_AA_AND_BEST_PRACTICE } from "./axe";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { expectNoSidewaysScrolling } from "./phone";
import { signIn } from "./sign-in";

/** axe's WCAG 2.2 A, AA and best-practice findings inside `include`, leaving out the previewed site (its own specs check it). */
async function violationsIn(page: Page, include: string): Promise<string[]> {
  const results = await projectAxeBuilder(page).include(include).exclude('[data-testid="preview-frame"]').withTags(WCAG_22_AA_AND_BEST_PRACTICE).analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
}

/** Picks a language in a searchable list by typing part of its name, key by key. */
async function chooseLanguage(page: Page, field: ReturnType<Page["getByRole"]>, typed: string, option: RegExp): Promise<void> {
  await field.click();
  await field.pressSequentially(typed);
  await page.getByRole("option").filter({ hasText: option }).click();
}

const SIZES = [
  { name: "at 1280 px", viewport: { width: 1280, height: 900 }, phone: false },
  { name: "on a 390 px phone", viewport: { width: 390, height: 844 }, phone: true },
];

for (const size of SIZES) {
  test(`a French bakery adds English and Arabic in settings, translates its home page into English in the editor and sees it in Arabic right to left, ${size.name}`, async ({ browser }) => {
    // Two axe runs and a dozen saves on a two-core machine.
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const projectId = `mie${size.phone ? "p" : "d"}${stamp}`;
    // Playwright's locale is what the browser asks for: the new site is in French.
    const context = await browser.newContext({ locale: "fr-FR", viewport: size.viewport, ...(size.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 3 } : {}) });
    const partner = await context.newPage();
    await signIn(partner, `mie-${stamp}-${size.viewport.width}@example.com`, "Mie Câline");
    await waitForHydration(partner);
    await createProjectFromDashboard(partner, "Boulangerie Mie", projectId);

    await partner.goto(`/project/${projectId}/settings`);
    await waitForHydration(partner);
    const card = partner.getByRole("region", { name: "Languages" });
    await expect(card.getByText("The site’s own language", { exact: false })).toBeVisible();
    const add = card.getByRole("combobox", { name: "Add a language" });
    await chooseLanguage(partner, add, "engl", /English · en$/);
    await card.getByRole("button", { name: "Add language" }).click();
    await expect(partner.getByText(/English added/)).toBeVisible();
    await chooseLanguage(partner, add, "arab", /Arabic · ar$/);
    await card.getByRole("button", { name: "Add language" }).click();
    await expect(partner.getByText(/Arabic added/)).toBeVisible();
    const rows = card.getByTestId("site-language");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText(`At /${projectId}/en/… · 0 of 1 page translated`);
    await expect(card.getByRole("switch", { name: "Arabic published" })).toHaveAttribute("aria-checked", "false");
    expect(await violationsIn(partner, '[aria-labelledby="languages-heading"]'), "the languages card").toEqual([]);
    if (size.phone) await expectNoSidewaysScrolling(partner, "the settings with two languages");
    // Adding moved the settings version; the settings form saves on the one it made.
    await partner.getByRole("button", { name: "Save settings" }).click();
    await expect(partner.getByText("Settings saved.")).toBeVisible();

    await partner.goto(`/editor/${projectId}/home`);
    await waitForHydration(partner);
    const languages = partner.getByRole("navigation", { name: "Language of this page" });
    await languages.getByRole("link", { name: "English" }).click();
    await expect(partner).toHaveURL(new RegExp(`/editor/${projectId}/home\\?language=en$`));
    await expect(partner.getByTestId("not-translated")).toHaveText("Not translated yet");

    await partner.getByRole("region", { name: "Pages and sections" }).getByRole("button", { name: /^Hero/ }).click();
    const fields = partner.getByRole("region", { name: "Section settings" });
    const title = fields.getByRole("textbox", { name: "Title", exact: true });
    await expect(title).toHaveAttribute("lang", "en");
    await title.fill("");
    await title.pressSequentially("Fresh bread every morning");
    const preview = partner.frameLocator('[data-testid="preview-frame"]');
    if (size.phone) await partner.getByRole("tab", { name: "Preview" }).click();
    await expect(preview.locator(".pw-site h1")).toHaveText("Fresh bread every morning");
    await expect(preview.locator("html")).toHaveAttribute("lang", "en");
    await expect(partner.getByTestId("save-status")).toHaveAttribute("data-status", "saved");
    await expect(partner.getByTestId("not-translated")).toBeHidden();

    await partner.getByRole("link", { name: "Title, address and SEO" }).click();
    const dialog = partner.getByRole("dialog", { name: "This page in English" });
    const pageTitle = dialog.getByRole("textbox", { name: "Title", exact: true });
    await pageTitle.fill("");
    await pageTitle.pressSequentially("Welcome");
    await dialog.getByRole("textbox", { name: "Slug" }).fill("welcome");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(partner.getByRole("heading", { level: 1 })).toContainText("Welcome");
    // The words saved after the dialog build on the version its save made: no conflict.
    if (size.phone) await partner.getByRole("tab", { name: "Fields" }).click();
    await title.press("End");
    await title.pressSequentially(", baked here");
    await expect(partner.getByTestId("save-status")).toHaveAttribute("data-status", "saved");
    await expect(partner.getByRole("button", { name: "Overwrite" })).toBeHidden();
    if (size.phone) await expectNoSidewaysScrolling(partner, "the editor in English");
    expect(await violationsIn(partner, "body"), "the editor in English").toEqual([]);

    await languages.getByRole("link", { name: "العربية" }).click();
    await expect(partner).toHaveURL(new RegExp(`/editor/${projectId}/home\\?language=ar$`));
    await expect(preview.locator("html")).toHaveAttribute("lang", "ar");
    await expect(preview.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(partner.getByTestId("not-translated")).toBeVisible();
    // The English words stay English: back there, they are what was saved.
    await languages.getByRole("link", { name: "English" }).click();
    await expect(preview.locator(".pw-site h1")).toHaveText("Fresh bread every morning, baked here");
    await context.close();
  });
}
