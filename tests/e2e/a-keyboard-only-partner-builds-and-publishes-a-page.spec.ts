import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { waitForHydration } from "./helpers";

// No clicks: every step is Tab, Shift+Tab, Enter, Space, Escape or an arrow key, and typing key by key.

/** What has focus, looking into the preview frame when focus is inside it. */
async function focusState(page: Page): Promise<{ tag: string; visible: boolean; text: string }> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active instanceof HTMLIFrameElement) {
      const inner = active.contentDocument?.activeElement;
      if (!inner || inner === active.contentDocument?.body) break;
      active = inner;
    }
    if (!active) return { tag: "none", visible: false, text: "" };
    // A frame whose own page holds focus never matches `:focus-visible`; its outline shows it.
    const framed = active instanceof HTMLIFrameElement && getComputedStyle(active).outlineStyle !== "none";
    return { tag: active.tagName, visible: active.matches(":focus-visible") || framed, text: (active.getAttribute("aria-label") ?? active.textContent ?? "").trim().slice(0, 40) };
  });
}

/** After an action, focus is somewhere a keyboard user can see, never on the page's body. */
async function expectVisibleFocus(page: Page, after: string): Promise<void> {
  await expect
    .poll(async () => {
      const state = await focusState(page);
      return state.tag !== "BODY" && state.tag !== "none" && state.visible ? "visible" : `${state.tag} "${state.text}" visible=${state.visible}`;
    }, { message: `focus after ${after}` })
    .toBe("visible");
}

/** Presses Tab (or Shift+Tab) until `target` has focus, checking that focus stays visible on the way. */
async function tabTo(page: Page, target: Locator, { backwards = false, most = 80 } = {}): Promise<number> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false)) return presses;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    await expectVisibleFocus(page, `${backwards ? "Shift+Tab" : "Tab"} towards ${target}`);
  }
  throw new Error(`${target} not reached in ${most} presses`);
}

test("a keyboard-only partner signs in, creates a project, adds and edits a section, uploads an image and publishes", async ({ page }) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const projectId = `keys${stamp}`;
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto("/signin");
  await waitForHydration(page);
  await tabTo(page, page.getByRole("button", { name: "Sign in", exact: true }));
  await page.keyboard.press("Enter");
  await page.getByLabel("Email").waitFor();
  await tabTo(page, page.getByLabel("Email"));
  await page.getByLabel("Email").pressSequentially(`keys-${stamp}@example.com`);
  await tabTo(page, page.getByLabel("Name"));
  await page.getByLabel("Name").pressSequentially("Kim Keys");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await waitForHydration(page);

  await tabTo(page, page.getByRole("link", { name: "New project" }).first());
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New project" });
  await expect(dialog.getByLabel("Name")).toBeVisible();
  await tabTo(page, dialog.getByLabel("Name"));
  await dialog.getByLabel("Name").pressSequentially(`Keys Bakery ${stamp}`);
  await tabTo(page, dialog.getByLabel("Project id"));
  await page.keyboard.press("ControlOrMeta+A");
  await dialog.getByLabel("Project id").pressSequentially(projectId);
  await tabTo(page, dialog.getByRole("button", { name: "Create project" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}$`), { timeout: 30_000 });
  // Focus goes to the new project's heading, not to whatever link of the header was next.
  await expect(page.getByRole("heading", { level: 1, name: `Keys Bakery ${stamp}` })).toBeFocused();
  await expectVisibleFocus(page, "Create project");

  await tabTo(page, page.getByRole("link", { name: "Open editor" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/editor/${projectId}/`));
  await expect(page.getByRole("banner", { name: "Editor" }).getByRole("heading", { level: 1 })).toBeFocused();
  await expectVisibleFocus(page, "Open editor");

  // The preview is one stop: Tab passes it whole, Enter goes in, Escape comes back out.
  const preview = page.getByTestId("preview-frame");
  await tabTo(page, preview, { most: 150 });
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await focusState(page)).tag).toBe("A");
  await expectVisibleFocus(page, "Enter on the preview");
  await page.keyboard.press("Escape");
  await expect(preview).toBeFocused();
  await page.keyboard.press("Tab");
  await expectVisibleFocus(page, "Tab past the preview");
  expect(await preview.evaluate((frame: HTMLIFrameElement) => frame.contentDocument?.activeElement === frame.contentDocument?.body)).toBe(true);

  // The skip link before the preview goes straight to the section's settings.
  await tabTo(page, page.getByRole("link", { name: "Skip past the preview" }), { backwards: true });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Section settings" })).toBeFocused();
  await expectVisibleFocus(page, "Skip past the preview");

  await tabTo(page, page.getByRole("button", { name: "Add section", exact: true }), { backwards: true });
  await page.keyboard.press("Enter");
  const picker = page.getByRole("dialog", { name: "Add a section" });
  await expect(picker.getByRole("heading", { name: "Add a section" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(picker.getByRole("heading", { name: "Add a section" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Add section", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(picker.getByRole("heading", { name: "Add a section" })).toBeVisible();
  await tabTo(page, picker.getByRole("button", { name: "Kale Hero" }), { most: 120 });
  await page.keyboard.press("Space");
  await expect(picker.getByRole("heading", { name: "Add a section" })).toBeHidden();
  // Focus goes to the new section's first field.
  const settings = page.getByRole("region", { name: "Section settings" });
  await expect(settings.getByRole("heading", { name: "Hero" })).toBeVisible();
  await expect.poll(() => settings.evaluate((panel) => panel.contains(document.activeElement) && document.activeElement?.matches("input, textarea, [contenteditable=true], [role=radio], button") === true)).toBe(true);
  await expectVisibleFocus(page, "adding a section");

  // The style by arrow keys, and back.
  const style = settings.getByRole("radiogroup", { name: "Style" });
  await tabTo(page, style.getByRole("radio", { checked: true }), { backwards: true });
  await page.keyboard.press("ArrowRight");
  await expectVisibleFocus(page, "ArrowRight in Style");
  await page.keyboard.press("ArrowLeft");
  await expect(style.getByRole("radio", { name: "Kale" })).toBeChecked();

  const title = settings.getByLabel("Title", { exact: true });
  await tabTo(page, title);
  await page.keyboard.press("ControlOrMeta+A");
  await title.pressSequentially("Bread by keyboard");
  await expect(page.getByTestId("preview-frame").contentFrame().getByRole("heading", { name: "Bread by keyboard" })).toBeVisible();

  await tabTo(page, settings.getByRole("button", { name: "Choose from assets" }).first());
  await page.keyboard.press("Enter");
  const images = page.getByRole("dialog", { name: "Choose an image" });
  await expect(images.getByRole("heading", { name: "Choose an image" })).toBeVisible();
  await tabTo(page, images.locator("input[type=file]"));
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  const loaf = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#b45309" } }).png().toBuffer();
  await (await chooser).setFiles({ name: "loaf.png", mimeType: "image/png", buffer: loaf });
  const picture = images.getByRole("button", { name: "loaf.png" });
  await expect(picture).toBeVisible({ timeout: 30_000 });
  await expectVisibleFocus(page, "uploading an image");
  await tabTo(page, picture, { backwards: true });
  await page.keyboard.press("Enter");
  await expect(images.getByRole("heading", { name: "Choose an image" })).toBeHidden();
  await expectVisibleFocus(page, "choosing an image");
  await expect(settings.getByLabel("Image address").first()).toHaveValue(/\/media\//);

  await tabTo(page, page.getByRole("button", { name: "Publish", exact: true }), { backwards: true, most: 120 });
  await page.keyboard.press("Enter");
  const result = page.getByTestId("publish-result");
  await expect(result).toHaveText("Published as version 1.");
  await expect(result).toBeFocused();
  await expectVisibleFocus(page, "Publish");

  const published = await page.request.get(`/${projectId}`);
  expect(await published.text()).toContain("Bread by keyboard");
});
