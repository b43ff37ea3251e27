import { expect, test, type FrameLocator, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { createProjectFromDashboard, waitForHydration } from "./helpers";

async function signIn(page: Page, email: string, name: string) {
  await page.goto("/signin");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function createBlankProject(page: Page, name: string): Promise<string> {
  const projectId = `b${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  await createProjectFromDashboard(page, name, projectId, { start: "Blank" });
  return projectId;
}

const panelOf = (page: Page) => page.getByRole("region", { name: "Section settings" });
const previewOf = (page: Page) => page.frameLocator("[data-testid=preview-frame]");
const rows = (page: Page) => page.getByTestId("stack-row");
const saveStatus = (page: Page) => page.getByTestId("save-status");
// The content section is the fourth; its chosen background colours the box inside its shell.
const contentBackground = (preview: FrameLocator) => preview.locator("[data-pw-section]").nth(3).locator("section > div").first();

async function stackLabels(page: Page): Promise<string[]> {
  // The row's first line, without the colon only screen readers hear ("Header: Starter").
  return (await rows(page).locator("button[aria-pressed] > span:first-child").allTextContents()).map((text) => text.replace(/:$/, ""));
}

async function select(page: Page, label: RegExp) {
  await rows(page).getByRole("button", { name: label }).first().click();
}

async function addSection(page: Page, name: string) {
  await page.getByRole("button", { name: "Add section", exact: true }).click();
  const picker = page.getByRole("dialog", { name: "Add a section" });
  await picker.getByRole("button", { name }).click();
  await expect(picker).toBeHidden();
}

async function dragOnto(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("nothing to drag");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 12 });
  await page.mouse.up();
}

async function expectSaved(page: Page) {
  await expect(saveStatus(page)).toHaveAttribute("data-status", "saved", { timeout: 10_000 });
}

test("a partner builds a page in the editor, and it is all still there after a reload", async ({ page, context }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  await signIn(page, `builder-${stamp}@example.com`, "Bea Builder");
  const projectId = await createBlankProject(page, `Bakery ${stamp}`);
  await page.goto(`/editor/${projectId}/home`);
  await waitForHydration(page);
  await expect(page.getByText("This page is empty.")).toBeVisible();

  // Ten section types from the picker, some in themed variants.
  const added = [
    "Default Header",
    "Kale Hero",
    "Casper Feature list",
    "Default Content",
    "Default Gallery",
    "Default Testimonials",
    "Default Pricing",
    "Default FAQ",
    "Studio Call to action",
    "Default Contact",
  ];
  for (const name of added) await addSection(page, name);
  expect(await stackLabels(page)).toEqual([
    "Header",
    "Hero · Kale",
    "Feature list · Casper",
    "Content",
    "Gallery",
    "Testimonials",
    "Pricing",
    "FAQ",
    "Call to action · Studio",
    "Contact",
  ]);
  const panel = panelOf(page);
  const preview = previewOf(page);

  // Text: the preview follows every keystroke.
  await select(page, /^Hero/);
  await panel.getByLabel("Title", { exact: true }).fill("Bread like grandma made");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Bread like grandma made");
  const richText = panel.getByLabel("Text", { exact: true });
  await richText.fill("Fresh **every** morning.\n\n- Sourdough\n- Rye");
  await expect(preview.locator("strong", { hasText: "every" })).toBeVisible();
  await expect(preview.getByRole("listitem").filter({ hasText: "Sourdough" })).toBeVisible();

  // Images: an address with its text alternative.
  await panel.getByLabel("Image address").fill("https://images.example.com/loaf.jpg");
  await panel.getByLabel("Text alternative").fill("A loaf on a board");
  await expect(preview.locator('img[src="https://images.example.com/loaf.jpg"]')).toHaveAttribute("alt", "A loaf on a board");

  // Images uploaded into the project's asset library from the image field's picker, then chosen there.
  const crust = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#ea580c" } }).png().toBuffer();
  await select(page, /^Gallery/);
  await panel.getByRole("list", { name: "Pictures" }).getByRole("listitem").first().getByRole("button").first().click();
  await panel.getByRole("button", { name: "Choose from assets" }).click();
  const imagePicker = page.getByRole("dialog", { name: "Choose an image" });
  await imagePicker.getByLabel("Upload images").setInputFiles({ name: "crust.png", mimeType: "image/png", buffer: crust });
  await imagePicker.getByRole("button", { name: /crust\.png/ }).click();
  await expect(preview.locator("[data-pw-section]").nth(4).locator("img").first()).toHaveAttribute("src", /^\/media\//);
  const librarySrc = await preview.locator("[data-pw-section]").nth(4).locator("img").first().getAttribute("src");

  // Colours through the picker: a swatch, then the recent history remembers it.
  await select(page, /^Content/);
  await panel.getByRole("button", { name: /Background colour/ }).click();
  const picker = page.getByRole("group", { name: "Background colour" });
  await expect(picker.getByRole("region", { name: "Swatches" }).getByRole("button")).toHaveCount(16);
  await picker.getByRole("button", { name: "Swatches: #ef4444" }).click();
  await expect(contentBackground(preview)).toHaveCSS("background-color", "rgb(239, 68, 68)");
  await page.keyboard.press("Escape");
  await panel.getByRole("button", { name: /Background colour/ }).click();
  await expect(picker.getByRole("region", { name: "Recent" }).getByRole("button", { name: "Recent: #ef4444" })).toBeVisible();
  await picker.getByLabel("Hex", { exact: true }).fill("#16a34a");
  await picker.getByLabel("Hex", { exact: true }).press("Enter");
  await expect(contentBackground(preview)).toHaveCSS("background-color", "rgb(22, 163, 74)");
  await page.keyboard.press("Escape");

  // Repeated items: add a question, reorder it to the top, remove another.
  await select(page, /^FAQ/);
  const questions = panel.getByRole("list", { name: "Questions" });
  const before = await questions.getByRole("listitem").count();
  await panel.getByRole("button", { name: "Add question" }).click();
  await panel.getByLabel("Question", { exact: true }).fill("Do you deliver on Sundays?");
  await panel.getByLabel("Answer", { exact: true }).fill("Yes, before 9.");
  await expect(preview.getByText("Do you deliver on Sundays?")).toBeVisible();
  for (let step = 0; step < before; step += 1) await panel.getByRole("button", { name: "Move Do you deliver on Sundays? up" }).click();
  const secondQuestion = (await questions.getByRole("listitem").nth(1).getByRole("button").first().textContent()) ?? "";
  await panel.getByRole("button", { name: `Remove ${secondQuestion}` }).click();
  await expect(questions.getByRole("listitem")).toHaveCount(before);
  await expect(questions.getByRole("listitem").first()).toContainText("Do you deliver on Sundays?");

  // Variants.
  await select(page, /^Pricing/);
  await panel.getByRole("radio", { name: "Studio" }).click();
  await expect(rows(page).nth(6)).toContainText("Pricing · Studio");

  // Reorder: Contact dragged above FAQ, then Call to action moved up by keyboard, Header down by button.
  await dragOnto(page, page.getByRole("button", { name: /^Drag Contact/ }), rows(page).nth(7));
  await expect.poll(() => stackLabels(page)).toEqual([
    "Header",
    "Hero · Kale",
    "Feature list · Casper",
    "Content",
    "Gallery",
    "Testimonials",
    "Pricing · Studio",
    "Contact",
    "FAQ",
    "Call to action · Studio",
  ]);
  const handle = page.getByRole("button", { name: /^Drag Call to action/ });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  // dnd-kit listens for the arrow keys a moment after the pick-up, once it is announced.
  await expect(page.getByText(/Call to action · Studio (at|is over) position 10 of 10\./)).toBeAttached();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByText("Call to action · Studio is over position 9 of 10.")).toBeAttached();
  await page.keyboard.press("Space");
  await expect.poll(() => stackLabels(page)).toEqual([
    "Header",
    "Hero · Kale",
    "Feature list · Casper",
    "Content",
    "Gallery",
    "Testimonials",
    "Pricing · Studio",
    "Contact",
    "Call to action · Studio",
    "FAQ",
  ]);
  await page.getByRole("button", { name: /^Move Gallery.* down$/ }).click();
  const finalOrder = [
    "Header",
    "Hero · Kale",
    "Feature list · Casper",
    "Content",
    "Testimonials",
    "Gallery",
    "Pricing · Studio",
    "Contact",
    "Call to action · Studio",
    "FAQ",
  ];
  await expect.poll(() => stackLabels(page)).toEqual(finalOrder);

  // Undo and redo, by keyboard and by button, across kinds of change.
  await page.keyboard.press("Control+z");
  await expect.poll(() => stackLabels(page)).toEqual([...finalOrder.slice(0, 4), "Gallery", "Testimonials", ...finalOrder.slice(6)]);
  await page.keyboard.press("Control+Shift+z");
  await expect.poll(() => stackLabels(page)).toEqual(finalOrder);
  await select(page, /^Hero/);
  await panel.getByLabel("Title", { exact: true }).fill("A title to undo");
  await page.getByRole("button", { name: "Undo", exact: true }).click();
  await expect(panel.getByLabel("Title", { exact: true })).toHaveValue("Bread like grandma made");
  await page.getByRole("button", { name: "Redo", exact: true }).click();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("A title to undo");
  await page.getByRole("button", { name: "Undo", exact: true }).click();

  // Everything is saved: reload and find it again.
  await expectSaved(page);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => stackLabels(page)).toEqual(finalOrder);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Bread like grandma made");
  await expect(preview.locator('img[src="https://images.example.com/loaf.jpg"]')).toHaveAttribute("alt", "A loaf on a board");
  await expect(preview.getByText("Do you deliver on Sundays?")).toBeVisible();
  await expect(preview.locator("strong", { hasText: "every" })).toBeVisible();
  await expect(preview.locator(`img[src="${librarySrc}"]`)).toBeAttached();
  await expect(contentBackground(preview)).toHaveCSS("background-color", "rgb(22, 163, 74)");

  // Clicking a section in the preview selects it; the preview has desktop, tablet and mobile widths.
  await preview.getByText("Do you deliver on Sundays?").click();
  await expect(panel.getByRole("heading", { name: "FAQ" })).toBeVisible();
  await page.getByRole("button", { name: "Mobile" }).click();
  await expect(page.getByTestId("preview-frame")).toHaveCSS("width", "390px");
  expect(await preview.locator("body").evaluate((body) => body.ownerDocument.defaultView?.innerWidth)).toBe(390);
  await page.getByRole("button", { name: "Desktop" }).click();
  await expect(page.getByTestId("preview-frame")).toHaveCSS("width", "1280px");

  // Two tabs on the same page: the later save meets a visible conflict instead of overwriting.
  const other = await context.newPage();
  await other.goto(page.url());
  await waitForHydration(other);
  await select(page, /^Hero/);
  await panel.getByLabel("Title", { exact: true }).fill("Saved in the first tab");
  await expectSaved(page);
  await select(other, /^Hero/);
  await panelOf(other).getByLabel("Title", { exact: true }).fill("Saved in the second tab");
  await expect(saveStatus(other)).toHaveAttribute("data-status", "conflict");
  await expect(other.getByRole("alert")).toContainText("This page was changed elsewhere.");
  await other.getByRole("button", { name: "Overwrite" }).click();
  await expectSaved(other);
  await page.reload();
  await expect(previewOf(page).getByRole("heading", { level: 1 })).toHaveText("Saved in the second tab");
});

test("a partner creates, duplicates, renames, switches and deletes pages from the editor's sidebar", async ({ page }) => {
  // Five journeys in one: 24–31 s on the shared 2-core machine, over the suite's default 30 s when it is busy.
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  await signIn(page, `sidebar-${stamp}@example.com`, "Sid Bar");
  const projectId = await createBlankProject(page, `Sidebar ${stamp}`);
  await page.goto(`/editor/${projectId}/home`);
  await waitForHydration(page);
  const pages = page.getByRole("region", { name: "Pages" });

  await pages.getByRole("link", { name: "New page" }).click();
  const create = page.getByRole("dialog", { name: "New page" });
  await create.getByLabel("Title").fill("About us");
  await expect(create.getByLabel("Slug")).toHaveValue("about-us");
  await create.getByRole("button", { name: "Create page" }).click();
  await expect(page).toHaveURL(`/editor/${projectId}/about-us`);
  await addSection(page, "Default Content");
  await expectSaved(page);

  // The dialogs are the overview's, opened by the address: Back closes them.
  const duplicate = page.getByRole("dialog", { name: "Duplicate “About us”" });
  await pages.getByRole("button", { name: "Actions for About us" }).click();
  await page.getByRole("menuitem", { name: "Duplicate…" }).click();
  await expect(duplicate.getByLabel("Title")).toHaveValue("About us (copy)");
  await page.goBack();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(`/editor/${projectId}/about-us`);
  await pages.getByRole("button", { name: "Actions for About us" }).click();
  await page.getByRole("menuitem", { name: "Duplicate…" }).click();
  await duplicate.getByRole("button", { name: "Duplicate page" }).click();
  await expect(page).toHaveURL(`/editor/${projectId}/about-us-copy`);
  await expect.poll(() => stackLabels(page)).toEqual(["Content"]);

  // Renaming the open page straight after an edit saves the edit first, then renames the version that save made.
  await addSection(page, "Default Hero");
  await pages.getByRole("button", { name: "Actions for About us (copy)" }).click();
  await page.getByRole("menuitem", { name: "Rename…" }).click();
  const rename = page.getByRole("dialog", { name: "Rename “About us (copy)”" });
  await rename.getByLabel("Title").fill("Our team");
  await rename.getByLabel("Slug").fill("team");
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(`/editor/${projectId}/team`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Our team");
  await expect.poll(() => stackLabels(page)).toEqual(["Content", "Hero"]);

  const slugTaken = page.getByRole("dialog", { name: "Rename “Our team”" });
  await pages.getByRole("button", { name: "Actions for Our team" }).click();
  await page.getByRole("menuitem", { name: "Rename…" }).click();
  await slugTaken.getByLabel("Slug").fill("about-us");
  await slugTaken.getByRole("button", { name: "Save" }).click();
  await expect(slugTaken.getByText("Another page of this project already uses the slug “about-us”.")).toBeVisible();
  await slugTaken.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await pages.getByRole("link", { name: /About us/ }).click();
  await expect(page).toHaveURL(`/editor/${projectId}/about-us`);
  await pages.getByRole("button", { name: "Actions for About us" }).click();
  await page.getByRole("menuitem", { name: "Delete…" }).click();
  await page.getByRole("dialog", { name: "Delete “About us”?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(`/editor/${projectId}/home`);
  await expect(pages.getByRole("list").getByRole("link")).toHaveText([/Home/, /Our team/]);
});

test("edits survive going offline and closing the tab straight after typing, and the page publishes from the editor", async ({ page, context }) => {
  const stamp = Date.now().toString(36);
  await signIn(page, `offline-${stamp}@example.com`, "Off Line");
  const projectId = await createBlankProject(page, `Offline ${stamp}`);
  await page.goto(`/editor/${projectId}/home`);
  await waitForHydration(page);
  await addSection(page, "Default Hero");
  await expectSaved(page);
  const title = panelOf(page).getByLabel("Title", { exact: true });

  await context.setOffline(true);
  await title.fill("Written on a train");
  await expect(saveStatus(page)).toHaveAttribute("data-status", "offline");
  await context.setOffline(false);
  await expectSaved(page);

  await title.fill("Typed just before closing");
  await page.close();
  const again = await context.newPage();
  await again.goto(`/editor/${projectId}/home`);
  await waitForHydration(again);
  await select(again, /^Hero/);
  await expect(panelOf(again).getByLabel("Title", { exact: true })).toHaveValue("Typed just before closing");
  await expectSaved(again);

  await again.getByRole("button", { name: "Publish" }).click();
  await expect(again.getByTestId("publish-result")).toHaveText("Published as version 1.");
  await expect(again.getByTestId("publish-result")).toBeFocused();
  const published = await again.request.get(`/${projectId}`);
  expect(await published.text()).toContain("Typed just before closing");
});
