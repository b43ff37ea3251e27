import { expect, test, type Page } from "@playwright/test";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { signIn } from "./sign-in";

async function rootOf(page: Page): Promise<{ lang: string | null; dir: string | null }> {
  return page.locator("html").evaluate((root) => ({ lang: root.getAttribute("lang"), dir: root.getAttribute("dir") }));
}

async function publish(partner: Page, version: number): Promise<void> {
  await partner.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(partner.getByTestId("publish-status")).toHaveText(`Live: version ${version}`);
}

test("a partner whose browser speaks French makes a site in French, switches it to Arabic by typing, and visitors on a phone get each language, right to left for Arabic, and one page in British English says so", async ({ browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const projectId = `lyon${stamp}`;
  // Playwright's locale is what the browser asks for in Accept-Language.
  const partner = await (await browser.newContext({ locale: "fr-FR", viewport: { width: 1280, height: 900 } })).newPage();
  const visitor = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  await signIn(partner, `lyon-${stamp}@example.com`, "Léa Boulanger");
  await waitForHydration(partner);
  await createProjectFromDashboard(partner, "Boulangerie de Lyon", projectId);

  await partner.goto(`/project/${projectId}/settings`);
  await waitForHydration(partner);
  const language = partner.getByRole("combobox", { name: "Language", exact: true });
  await expect(language).toHaveValue("Français");

  await partner.goto(`/project/${projectId}`);
  await publish(partner, 1);
  expect((await visitor.goto(`/${projectId}`))?.status()).toBe(200);
  expect(await rootOf(visitor)).toEqual({ lang: "fr", dir: null });

  // The list is searched by typing, in any of the names: "arab" finds العربية.
  await partner.goto(`/project/${projectId}/settings`);
  await waitForHydration(partner);
  await language.click();
  await language.press("ControlOrMeta+a");
  await language.pressSequentially("arab");
  await expect(partner.getByRole("option")).toHaveCount(1);
  await partner.getByRole("option", { name: /العربية/ }).click();
  await expect(language).toHaveValue("العربية");
  await partner.getByRole("button", { name: "Save settings" }).click();
  await expect(partner.getByText("Settings saved.")).toBeVisible();
  await expect(partner.getByRole("combobox", { name: "Language", exact: true })).toHaveValue("العربية");

  // The editor previews the page as it will be published: Arabic, right to left.
  await partner.goto(`/editor/${projectId}/home`);
  await waitForHydration(partner);
  const preview = partner.frameLocator('[data-testid="preview-frame"]');
  await expect(preview.locator("html")).toHaveAttribute("lang", "ar");
  await expect(preview.locator("html")).toHaveAttribute("dir", "rtl");

  await partner.goto(`/project/${projectId}`);
  await publish(partner, 2);
  expect((await visitor.goto(`/${projectId}`))?.status()).toBe(200);
  expect(await rootOf(visitor)).toEqual({ lang: "ar", dir: "rtl" });
  expect(await visitor.locator("body").evaluate((body) => getComputedStyle(body).direction)).toBe("rtl");
  // The site's own not-found page speaks its language too.
  expect((await visitor.goto(`/${projectId}/nowhere`))?.status()).toBe(404);
  expect(await rootOf(visitor)).toEqual({ lang: "ar", dir: "rtl" });

  // One page written in another language says its own, in the preview and once published.
  await partner.goto(`/editor/${projectId}/home`);
  await waitForHydration(partner);
  await partner.getByRole("button", { name: "Actions for Home" }).click();
  await partner.getByRole("menuitem", { name: "Settings…" }).click();
  const settings = partner.getByRole("dialog", { name: "Settings of “Home”" });
  const pageLanguage = settings.getByRole("combobox", { name: "Language of this page" });
  await expect(pageLanguage).toHaveValue("The site's language");
  await pageLanguage.click();
  await pageLanguage.press("ControlOrMeta+a");
  await pageLanguage.pressSequentially("british");
  await partner.getByRole("option", { name: /British English/ }).click();
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(settings).toBeHidden();
  await partner.reload();
  await waitForHydration(partner);
  await expect(preview.locator("html")).toHaveAttribute("lang", "en-GB");
  await expect(preview.locator("html")).not.toHaveAttribute("dir", "rtl");
  await partner.goto(`/project/${projectId}`);
  await publish(partner, 3);
  expect((await visitor.goto(`/${projectId}`))?.status()).toBe(200);
  expect(await rootOf(visitor)).toEqual({ lang: "en-GB", dir: null });
});
