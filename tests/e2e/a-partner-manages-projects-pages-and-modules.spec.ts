import { expect, test, type Locator, type Page } from "@playwright/test";
import { signedInPage } from "./sign-in";

const pageTitles = (page: Page) => page.getByTestId("page-row").evaluateAll((rows) => rows.map((row) => row.querySelector("a")?.textContent ?? ""));
const rowOf = (page: Page, title: string): Locator => page.getByTestId("page-row").filter({ has: page.getByRole("link", { name: title, exact: true }) });

async function rowAction(page: Page, title: string, action: string) {
  await page.getByRole("button", { name: `More actions for “${title}”` }).click();
  await page.getByRole("menuitem", { name: action }).click();
}

async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
}

test("a partner manages a project, its pages and modules, and another partner can neither see nor touch them", async ({ browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const ada = await signedInPage(browser, `ada-${stamp}@example.com`, "Ada");
  const eve = await signedInPage(browser, `eve-${stamp}@example.com`, "Eve");

  // Create a project from the starter; the id is suggested from the name and checked live.
  await expect(ada.getByRole("heading", { name: "Create your first project" })).toBeVisible();
  await ada.getByRole("link", { name: "New project" }).first().click();
  const dialog = ada.getByRole("dialog", { name: "New project" });
  await dialog.getByLabel("Name").fill(`Launch ${stamp}`);
  const projectId = `launch${stamp}`;
  await expect(dialog.getByLabel("Project id")).toHaveValue(projectId);
  await expect(dialog.getByText(`${projectId} is available.`)).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /Starter landing page/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Create project" }).click();
  await ada.waitForURL(`/project/${projectId}`);
  await expectToast(ada, "Project created with a starter landing page.");
  expect(await pageTitles(ada)).toEqual(["Home"]);

  // A dialog is an address: Back closes it.
  await ada.getByRole("link", { name: "New page" }).click();
  await expect(ada.getByRole("dialog", { name: "New page" })).toBeVisible();
  await ada.goBack();
  await expect(ada.getByRole("dialog")).toHaveCount(0);

  for (const title of ["Pricing", "About"]) {
    await ada.getByRole("link", { name: "New page" }).click();
    const newPage = ada.getByRole("dialog", { name: "New page" });
    await newPage.getByLabel("Title").fill(title);
    await expect(newPage.getByLabel("Slug")).toHaveValue(title.toLowerCase());
    await newPage.getByRole("button", { name: "Create page" }).click();
    await expectToast(ada, `Page “${title}” created at /${title.toLowerCase()}.`);
  }
  await rowAction(ada, "Pricing", "Duplicate");
  const duplicate = ada.getByRole("dialog", { name: "Duplicate “Pricing”" });
  await expect(duplicate.getByLabel("Title")).toHaveValue("Pricing (copy)");
  await duplicate.getByRole("button", { name: "Duplicate page" }).click();
  await expectToast(ada, "Page duplicated as /pricing-copy.");

  await rowAction(ada, "Pricing (copy)", "Rename");
  const rename = ada.getByRole("dialog", { name: "Rename “Pricing (copy)”" });
  await rename.getByLabel("Title").fill("Plans");
  await rename.getByLabel("Slug").fill("plans");
  await rename.getByRole("button", { name: "Save" }).click();
  await expectToast(ada, "Page saved as “Plans” at /plans.");
  await expect.poll(() => pageTitles(ada)).toEqual(["Home", "Pricing", "About", "Plans"]);

  // Reorder by keyboard on the drag handle, by the up/down buttons, and by dragging.
  const plansHandle = ada.getByRole("button", { name: "Drag to reorder “Plans”" });
  await plansHandle.focus();
  await ada.keyboard.press("Space");
  await expect(plansHandle).toHaveAttribute("aria-pressed", "true");
  // dnd-kit listens for the arrow keys a moment after the pick-up, once it is announced.
  await expect(ada.getByText(/“Plans”(, | moved to )position 4 of 4\./)).toBeAttached();
  await ada.keyboard.press("ArrowUp");
  await expect(ada.getByText("“Plans” moved to position 3 of 4.")).toBeAttached();
  await ada.keyboard.press("Space");
  await expect.poll(() => pageTitles(ada)).toEqual(["Home", "Pricing", "Plans", "About"]);
  await expectToast(ada, "Page order saved.");
  await ada.getByRole("button", { name: "Move “Home” down" }).click();
  await expect.poll(() => pageTitles(ada)).toEqual(["Pricing", "Home", "Plans", "About"]);
  await expect(ada.getByRole("button", { name: "Move “Home” down" })).toBeFocused();
  const handle = await ada.getByRole("button", { name: "Drag to reorder “About”" }).boundingBox();
  const top = await rowOf(ada, "Pricing").boundingBox();
  if (!handle || !top) throw new Error("rows are not laid out");
  await ada.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await ada.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await ada.mouse.move(handle.x + handle.width / 2, handle.y + ((top.y + 4 - handle.y) * step) / 10);
  }
  await ada.mouse.up();
  await expect.poll(() => pageTitles(ada)).toEqual(["About", "Pricing", "Home", "Plans"]);
  await ada.reload();
  await expect.poll(() => pageTitles(ada)).toEqual(["About", "Pricing", "Home", "Plans"]);

  // The home page moves, and only a page that is not home can be deleted.
  await rowAction(ada, "Pricing", "Set as home page");
  await expectToast(ada, "Home page changed.");
  await expect(rowOf(ada, "Pricing").getByText("Home", { exact: true })).toBeVisible();
  await rowAction(ada, "About", "Delete");
  await ada.getByRole("dialog", { name: "Delete “About”?" }).getByRole("button", { name: "Delete" }).click();
  await expectToast(ada, "Page deleted.");
  await expect.poll(() => pageTitles(ada)).toEqual(["Pricing", "Home", "Plans"]);

  // Modules: create, duplicate, rename and delete.
  await ada.getByRole("link", { name: "New module" }).click();
  const newModule = ada.getByRole("dialog", { name: "New module" });
  await newModule.getByLabel("Name").fill("Footer");
  await newModule.getByRole("button", { name: "Create module" }).click();
  await expectToast(ada, "Module “Footer” created as footer.");
  await rowAction(ada, "Footer", "Duplicate");
  await ada.getByRole("dialog", { name: "Duplicate “Footer”" }).getByRole("button", { name: "Duplicate module" }).click();
  await expectToast(ada, "Module duplicated as footer-copy.");
  await rowAction(ada, "Footer (copy)", "Rename");
  const renameModule = ada.getByRole("dialog", { name: "Rename “Footer (copy)”" });
  await renameModule.getByLabel("Name").fill("Legal footer");
  await renameModule.getByRole("button", { name: "Save" }).click();
  await expectToast(ada, "Module saved as “Legal footer” (footer-copy).");
  await rowAction(ada, "Legal footer", "Delete");
  await ada.getByRole("dialog", { name: "Delete “Legal footer”?" }).getByRole("button", { name: "Delete" }).click();
  await expectToast(ada, "Module deleted.");
  await expect(ada.getByTestId("module-row")).toHaveCount(1);

  // The other partner, signed in at the same time, sees none of it and changes none of it.
  for (const path of [`/project/${projectId}`, `/project/${projectId}/settings`, `/editor/${projectId}/home`, `/editor-module/${projectId}/footer`]) {
    const response = await eve.goto(path);
    expect(response?.status()).toBe(404);
    await expect(eve.getByText(`Page not found: ${path}`)).toBeVisible();
  }
  await eve.goto("/");
  await expect(eve.getByText(`Launch ${stamp}`)).toHaveCount(0);
  const attempts: { path: string; form: Record<string, string> }[] = [
    { path: `/project/${projectId}`, form: { intent: "create", kind: "page", name: "Mine", slug: "mine" } },
    { path: `/project/${projectId}/settings`, form: { intent: "delete-project", confirmId: projectId } },
  ];
  for (const attempt of attempts) {
    const response = await eve.request.post(attempt.path, { form: attempt.form, maxRedirects: 0 });
    expect(response.status()).toBe(404);
  }
  await ada.reload();
  await expect.poll(() => pageTitles(ada)).toEqual(["Pricing", "Home", "Plans"]);

  // Settings, then deleting the project.
  await ada.getByRole("link", { name: "Settings" }).first().click();
  await ada.waitForURL(`/project/${projectId}/settings`);
  await ada.getByLabel("Project name").fill("Launch renamed");
  await ada.getByLabel("Default SEO title").fill("Launch — the best launch");
  await ada.getByLabel("Lead notification email").fill("Leads@Example.com");
  await ada.getByRole("button", { name: "Save settings" }).click();
  await expectToast(ada, "Settings saved.");
  await ada.reload();
  await expect(ada.getByLabel("Project name")).toHaveValue("Launch renamed");
  await expect(ada.getByLabel("Lead notification email")).toHaveValue("leads@example.com");
  await ada.getByRole("link", { name: "Delete project" }).click();
  const confirm = ada.getByRole("dialog", { name: "Delete “Launch renamed”?" });
  await expect(confirm.getByRole("button", { name: "Delete project" })).toBeDisabled();
  await confirm.getByLabel(`Type ${projectId} to confirm`).fill(projectId);
  await confirm.getByRole("button", { name: "Delete project" }).click();
  await ada.waitForURL("/");
  await expectToast(ada, "Project “Launch renamed” and everything in it was deleted.");
  await expect(ada.getByRole("heading", { name: "Create your first project" })).toBeVisible();
  expect((await ada.goto(`/project/${projectId}`))?.status()).toBe(404);
});
