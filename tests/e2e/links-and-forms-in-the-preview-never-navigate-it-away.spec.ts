import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers";
import { signedInPage } from "./sign-in";

const LIVE_SITE_NOTICE = "This link opens on the live site: https://example.com/docs";
const FORM_NOTICE = "Forms send their messages on the live site, not in the preview.";

const previewOf = (page: Page) => page.frameLocator("[data-testid=preview-frame]");

/** The notice is shown once; it is then closed, so that it covers nothing of the preview. */
async function expectNotice(page: Page, text: string) {
  const notice = page.locator("[data-sonner-toast]").filter({ hasText: text });
  await expect(notice).toHaveCount(1);
  await notice.getByRole("button", { name: "Close toast" }).click();
  await expect(notice).toHaveCount(0);
}

/** The preview frame is still the editor's own render: it has no address and shows the sections. */
async function expectPreviewInPlace(page: Page) {
  const frame = await page.locator("[data-testid=preview-frame]").elementHandle().then((element) => element?.contentFrame());
  expect(frame?.url()).toBe("about:blank");
  await expect(previewOf(page).locator("[data-pw-section]").first()).toBeVisible();
}

/** How far the preview is from showing an element at its top (or from its end, where the element cannot get to the top). */
function distanceFromScrolledTo(page: Page, selector: string): () => Promise<number> {
  return () =>
    previewOf(page)
      .locator(selector)
      .evaluate((element) => {
        const view = element.ownerDocument.defaultView;
        if (!view) return Infinity;
        const reachable = Math.min(element.getBoundingClientRect().top + view.scrollY, element.ownerDocument.documentElement.scrollHeight - view.innerHeight);
        return view.scrollY > 0 ? Math.abs(Math.round(view.scrollY - reachable)) : Infinity;
      });
}

async function scrollPreviewToTop(page: Page) {
  await previewOf(page).locator("body").evaluate((body) => body.ownerDocument.defaultView?.scrollTo({ top: 0, behavior: "instant" }));
  await expect.poll(() => previewOf(page).locator("body").evaluate((body) => body.ownerDocument.defaultView?.scrollY)).toBe(0);
}

test("links and forms in the preview, by mouse or Enter, scroll it, open the project's pages in the editor or say they work on the live site", async ({ browser }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const page = await signedInPage(browser, `links-${stamp}@example.com`, "Lin");

  // A starter project (its header links to anchors of the page, it has a contact form) and an About page.
  await page.getByRole("link", { name: "New project" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New project" });
  await dialog.getByLabel("Name").pressSequentially(`Links ${stamp}`);
  const projectId = `links${stamp}`;
  await expect(dialog.getByLabel("Project id")).toHaveValue(projectId);
  await dialog.getByRole("button", { name: "Create project" }).click();
  await page.waitForURL(`/project/${projectId}`);
  await page.getByRole("link", { name: "New page" }).click();
  const newPage = page.getByRole("dialog", { name: "New page" });
  await newPage.getByLabel("Title").pressSequentially("About");
  await newPage.getByRole("button", { name: "Create page" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Page “About” created at /about." })).toBeVisible();

  // The hero's main button goes to another site, its second button to the About page.
  await page.goto(`/editor/${projectId}/home`);
  await waitForHydration(page);
  await page.getByTestId("stack-row").getByRole("button", { name: /^Hero/ }).first().click();
  const panel = page.getByRole("region", { name: "Section settings" });
  const main = panel.getByRole("group", { name: "Main button" });
  await main.getByRole("radio", { name: "Web" }).click();
  await main.getByLabel("Web address").pressSequentially("https://example.com/docs");
  const second = panel.getByRole("group", { name: "Second button" });
  await second.getByRole("radio", { name: "Page" }).click();
  await second.getByRole("button", { name: "Page" }).click();
  await page.getByRole("option", { name: /About/ }).click();
  await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved", { timeout: 10_000 });
  const preview = previewOf(page);
  await expect(preview.getByRole("link", { name: "See pricing" })).toHaveAttribute("href", `/${projectId}/about`);

  // An anchor scrolls the preview to its section.
  await preview.getByRole("link", { name: "Pricing", exact: true }).click();
  await expect.poll(distanceFromScrolledTo(page, "#pricing")).toBeLessThan(3);
  await expectPreviewInPlace(page);
  await scrollPreviewToTop(page);
  await preview.getByRole("link", { name: "FAQ", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(distanceFromScrolledTo(page, "#faq")).toBeLessThan(3);
  await expectPreviewInPlace(page);
  await scrollPreviewToTop(page);

  // A link to another site says where it opens and stays in the editor.
  await preview.locator("main").getByRole("link", { name: "Get started" }).click();
  await expectNotice(page, LIVE_SITE_NOTICE);
  await expectPreviewInPlace(page);
  await preview.locator("main").getByRole("link", { name: "Get started" }).focus();
  await page.keyboard.press("Enter");
  await expectNotice(page, LIVE_SITE_NOTICE);
  await expectPreviewInPlace(page);

  // A contact form is not sent from the preview, by its button or by Enter in a field.
  const form = preview.locator("form");
  await form.getByLabel("Name").pressSequentially("Vera Visitor");
  await form.getByLabel("Email").pressSequentially("vera@example.com");
  await form.getByRole("button", { name: "Send" }).click();
  await expectNotice(page, FORM_NOTICE);
  await expectPreviewInPlace(page);
  await form.getByLabel("Email").press("Enter");
  await expectNotice(page, FORM_NOTICE);
  await expectPreviewInPlace(page);
  await expect(page).toHaveURL(`/editor/${projectId}/home`);

  // A link to a page of the project opens that page in the editor.
  await preview.getByRole("link", { name: "See pricing" }).click();
  await page.waitForURL(`/editor/${projectId}/about`);
  await expect(previewOf(page).getByText("Add a section to start building.")).toBeVisible();
  await page.goBack();
  await page.waitForURL(`/editor/${projectId}/home`);
  await waitForHydration(page);
  await previewOf(page).getByRole("link", { name: "See pricing" }).focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(`/editor/${projectId}/about`);
  await expect(previewOf(page).getByText("Add a section to start building.")).toBeVisible();
});
