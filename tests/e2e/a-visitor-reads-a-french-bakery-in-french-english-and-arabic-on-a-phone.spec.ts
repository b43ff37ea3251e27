import { expect, test, type Page } from "@playwright/test";
import { projectAxeBuilder, WCAG_22_AA_AND_BEST_PRACTICE } from "./axe";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { markupErrors } from "./nu-html-checker";
import { expectNoSidewaysScrolling } from "./phone";
import { signIn } from "./sign-in";

/** Picks a language in the settings' searchable list by typing part of its name, key by key. */
async function addLanguage(page: Page, typed: string, option: RegExp, added: RegExp): Promise<void> {
  const card = page.getByRole("region", { name: "Languages" });
  const field = card.getByRole("combobox", { name: "Add a language" });
  await field.click();
  await field.pressSequentially(typed);
  await page.getByRole("option").filter({ hasText: option }).click();
  await card.getByRole("button", { name: "Add language" }).click();
  await expect(page.getByText(added)).toBeVisible();
}

test("a French bakery publishes its site in French, English and Arabic, and a phone visitor reads each, switching language from the header", async ({ browser, baseURL, page: visitor }) => {
  // A partner's journey through settings, the editor and publishing, then three pages read, checked by axe and the Nu checker.
  test.setTimeout(150_000);
  const origin = new URL(baseURL ?? "").origin;
  const stamp = Date.now().toString(36);
  const projectId = `trois${stamp}`;
  const partnerContext = await browser.newContext({ locale: "fr-FR", viewport: { width: 1280, height: 900 } });
  const partner = await partnerContext.newPage();
  await signIn(partner, `trois-${stamp}@example.com`, "Mie Câline");
  await waitForHydration(partner);
  await createProjectFromDashboard(partner, "Boulangerie Trois", projectId);

  await partner.goto(`/project/${projectId}/settings`);
  await waitForHydration(partner);
  await addLanguage(partner, "engl", /English · en$/, /English added/);
  await addLanguage(partner, "arab", /Arabic · ar$/, /Arabic added/);
  for (const name of ["English published", "Arabic published"]) {
    await partner.getByRole("switch", { name }).click();
    await expect(partner.getByRole("switch", { name })).toHaveAttribute("aria-checked", "true");
  }

  // The header links the page in each language; then the home page's words in English.
  await partner.goto(`/editor/${projectId}/home`);
  await waitForHydration(partner);
  const sections = partner.getByRole("region", { name: "Pages and sections" });
  await sections.getByRole("button", { name: /^Header/ }).click();
  await partner.getByRole("region", { name: "Section settings" }).getByRole("switch", { name: "Language switcher" }).click();
  await expect(partner.getByTestId("save-status")).toHaveAttribute("data-status", "saved");
  await partner.getByRole("navigation", { name: "Language of this page" }).getByRole("link", { name: "English" }).click();
  await expect(partner).toHaveURL(/\?language=en$/);
  await sections.getByRole("button", { name: /^Hero/ }).click();
  const title = partner.getByRole("region", { name: "Section settings" }).getByRole("textbox", { name: "Title", exact: true });
  await title.fill("");
  await title.pressSequentially("Fresh bread every morning");
  await expect(partner.getByTestId("save-status")).toHaveAttribute("data-status", "saved");

  await partner.goto(`/project/${projectId}`);
  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText("Live: version 1");
  await partnerContext.close();

  // The visitor is the phone project's page: 390 px wide, touch.
  const documents: Record<string, string> = {};
  const addresses = [
    { path: `/${projectId}`, lang: "fr", dir: null, switchTo: "English" },
    { path: `/${projectId}/en`, lang: "en", dir: null, switchTo: "العربية" },
    { path: `/${projectId}/ar`, lang: "ar", dir: "rtl", switchTo: "Français" },
  ];
  for (const [index, address] of addresses.entries()) {
    const answer = await visitor.goto(address.path);
    expect(answer?.status(), address.path).toBe(200);
    documents[address.path] = (await answer?.text()) ?? "";
    const root = visitor.locator("html");
    await expect(root).toHaveAttribute("lang", address.lang);
    if (address.dir) await expect(root).toHaveAttribute("dir", address.dir);
    else expect(await root.getAttribute("dir")).toBeNull();
    if (address.lang === "en") await expect(visitor.locator("h1")).toHaveText("Fresh bread every morning");
    // Every version names every other, itself included, and the site's own as x-default; each answers.
    const alternates = await visitor.locator('link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
    expect(alternates).toEqual([
      ["fr", `${origin}/${projectId}`],
      ["en", `${origin}/${projectId}/en`],
      ["ar", `${origin}/${projectId}/ar`],
      ["x-default", `${origin}/${projectId}`],
    ]);
    const axe = await projectAxeBuilder(visitor).withTags(WCAG_22_AA_AND_BEST_PRACTICE).analyze();
    expect(
      axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
      address.path,
    ).toEqual([]);
    await expectNoSidewaysScrolling(visitor, address.path);
    // The header's switcher takes the visitor to the next language, named in itself.
    await visitor.getByRole("link", { name: address.switchTo, exact: true }).click();
    await expect(visitor).toHaveURL(`${origin}${addresses[(index + 1) % addresses.length]!.path}`);
  }
  const validation = await markupErrors(documents);
  expect(validation.errors).toEqual([]);
  expect(await (await visitor.request.get(`/${projectId}/de`)).status()).toBe(404);
});
