import { expect, test } from "@playwright/test";
import { waitForHydration } from "./helpers";
import { expectNoSidewaysScrolling, PHONE_WIDTH } from "./phone";
import { signIn } from "./sign-in";

test("a partner saves a project as a template and starts a new project from it, by keyboard on a phone", async ({ browser }) => {
  // Two projects made, a template saved and its thumbnail rendered: more than 30 s on a busy machine.
  test.setTimeout(120_000);
  const page = await (await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 844 } })).newPage();
  const stamp = Date.now().toString(36);
  const sourceId = `crumb${stamp}`;
  const copyId = `second${stamp}`;
  await signIn(page, `saver-${stamp}@example.com`, "Sam Saver");

  await page.goto("/?modal=new-project");
  const first = page.getByRole("dialog", { name: "New project" });
  await first.getByRole("radio", { name: /^Café & bakery/ }).check();
  await first.getByLabel("Name").pressSequentially("Crumb Corner");
  await first.getByLabel("Project id").fill(sourceId);
  await first.getByRole("button", { name: "Use this template" }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${sourceId}$`));

  await page.goto(`/project/${sourceId}/settings`);
  await waitForHydration(page);
  const panel = page.getByRole("region", { name: "Save as template" });
  const templateName = panel.getByLabel("Template name");
  await templateName.clear();
  await templateName.pressSequentially("Corner bakery site");
  await panel.getByLabel("Description").pressSequentially("Menu, story and cake orders.");
  await panel.getByRole("button", { name: "Save as template" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Saved as the template “Corner bakery site”.")).toBeVisible();
  await expectNoSidewaysScrolling(page, "settings with Save as template");

  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Your templates" })).toBeVisible();
  await expectNoSidewaysScrolling(page, "dashboard with Your templates");
  await page.getByRole("link", { name: "New project" }).first().click();
  const dialog = page.getByRole("dialog", { name: "New project" });
  await expect(dialog.getByText("Your templates")).toBeVisible();
  const saved = dialog.getByRole("radio", { name: /Corner bakery site Menu, story/ });
  // The thumbnail is the saved project's own home page, rendered once its card scrolls into view.
  await saved.scrollIntoViewIfNeeded();
  const thumbnail = dialog.frameLocator('iframe[title="Preview of the Corner bakery site template"]');
  await expect(thumbnail.getByRole("heading", { level: 1 })).toContainText("Sourdough, pastries and proper coffee");
  await saved.focus();
  await page.keyboard.press("Space");
  await expect(saved).toBeChecked();
  await dialog.getByLabel("Name").pressSequentially("Second Bakery");
  const idField = dialog.getByLabel("Project id");
  await idField.clear();
  await idField.pressSequentially(copyId);
  await dialog.getByRole("button", { name: "Use this template" }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${copyId}$`));
  await expect(page.getByText("Project created from the template “Corner bakery site”.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Menu", exact: true }).first()).toBeVisible();
  await expectNoSidewaysScrolling(page, "the project made from the template");
});
