import { expect, test, type Page } from "@playwright/test";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { signIn } from "./sign-in";

async function createStarterProject(page: Page, name: string): Promise<string> {
  const projectId = `p${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await createProjectFromDashboard(page, name, projectId);
  return projectId;
}

async function openEditor(page: Page, projectId: string) {
  await page.goto(`/editor/${projectId}/home`);
  await waitForHydration(page);
}

const panelOf = (page: Page) => page.getByRole("region", { name: "Section settings" });
const saveStatus = (page: Page) => page.getByTestId("save-status");

async function selectSection(page: Page, label: RegExp) {
  await page.getByTestId("stack-row").getByRole("button", { name: label }).first().click();
}

async function typeInto(page: Page, label: string, text: string) {
  const field = panelOf(page).getByLabel(label, { exact: true }).first();
  await field.clear();
  await field.pressSequentially(text);
}

test("publish refuses while a field is refused, marks and focuses it with the server's reason, and ships the preview once fixed", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  await signIn(page, `gate-${stamp}@example.com`, "Gale Gate");
  const projectId = await createStarterProject(page, "Corner Shop");
  await openEditor(page, projectId);
  const visitor = await (await browser.newContext()).newPage();

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published as version 1.")).toBeVisible();
  await expect(page.getByTestId("live-link")).toHaveAttribute("href", `/${projectId}`);
  // Nothing changed since: no new, indistinguishable version.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Already live as version 1.")).toBeVisible();

  await selectSection(page, /^Hero/);
  await typeInto(page, "Title", "Fresh bread daily");
  await expect(saveStatus(page)).toHaveAttribute("data-status", "saved");
  await expect(page.getByTestId("unpublished-changes")).toBeVisible();
  const panel = panelOf(page);
  await panel.getByRole("radio", { name: "Web" }).first().click();
  await typeInto(page, "Web address", "not a url");

  // The server refuses the save: the field says why and has the focus.
  await expect(saveStatus(page)).toHaveAttribute("data-status", "invalid");
  const address = panel.getByLabel("Web address", { exact: true }).first();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(panel.getByText(/Use a page of this project/).first()).toBeVisible();
  await expect(address).toBeFocused();

  // From another section, Publish lists the field and jumps back to it.
  await selectSection(page, /^Pricing/);
  await expect(address).toBeHidden();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const checklist = page.getByRole("dialog", { name: "1 thing to fix before publishing" });
  await expect(checklist).toBeVisible();
  await checklist.getByRole("button", { name: /Hero · Main button › Goes to/ }).click();
  await expect(checklist).toBeHidden();
  await expect(address).toBeFocused();
  expect((await visitor.goto(`/${projectId}`))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Corner Shop, made simple");

  await address.clear();
  await address.pressSequentially("example.com");
  await expect(saveStatus(page)).toHaveAttribute("data-status", "saved");
  await expect(address).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Published as version 2.")).toBeVisible();
  await expect(page.getByTestId("unpublished-changes")).toBeHidden();
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Fresh bread daily");
});

test("signed out in another tab, the editor says so, keeps the edits and saves them after signing in again", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const editor = await context.newPage();
  const stamp = Date.now().toString(36);
  const email = `away-${stamp}@example.com`;
  await signIn(editor, email, "Avery Away");
  const projectId = await createStarterProject(editor, "Away Bakery");
  await openEditor(editor, projectId);

  const other = await context.newPage();
  await other.goto("/");
  await other.getByRole("button", { name: "Sign out" }).click();
  await expect(other.getByRole("link", { name: "Sign in" }).first()).toBeVisible();

  await editor.bringToFront();
  await selectSection(editor, /^Hero/);
  await typeInto(editor, "Title", "Kept while signed out");
  await expect(editor.getByText("You were signed out: sign in again to save.")).toBeVisible();
  await expect(saveStatus(editor)).not.toHaveAttribute("data-status", "saved");
  await expect(editor.getByRole("link", { name: "Sign in (new tab)" })).toHaveAttribute("target", "_blank");
  // Publishing now would ship the old title: it says what to fix instead.
  await editor.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(editor.getByRole("dialog", { name: "1 thing to fix before publishing" })).toContainText("You were signed out");
  await editor.keyboard.press("Escape");

  await signIn(other, email, "Avery Away");
  await editor.bringToFront();
  await expect(saveStatus(editor)).toHaveAttribute("data-status", "saved", { timeout: 15_000 });
  await expect(editor.getByTestId("signed-out")).toBeHidden();
  await editor.reload();
  await selectSection(editor, /^Hero/);
  await expect(panelOf(editor).getByLabel("Title", { exact: true })).toHaveValue("Kept while signed out");
});

test("on a 390 px phone, unpublishing from the overview asks first and says what visitors will see", async ({ browser }) => {
  test.setTimeout(60_000);
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const stamp = Date.now().toString(36);
  await signIn(page, `phone-${stamp}@example.com`, "Pia Phone");
  const projectId = await createStarterProject(page, "Phone Bakery");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByTestId("publish-status")).toHaveText("Live: version 1");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("Already live as version 1.")).toBeVisible();

  await page.getByRole("link", { name: "Unpublish" }).click();
  const dialog = page.getByRole("dialog", { name: "Take the site offline?" });
  await expect(dialog).toContainText(`Visitors will see “Page not found”`);
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await dialog.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByTestId("publish-status")).toHaveText("Offline");
  expect((await page.request.get(`/${projectId}`)).status()).toBe(404);
});
