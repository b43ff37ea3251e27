import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers";

const HISTORY_KEY = "pagewright:colour-history";

async function openGallery(page: Page): Promise<Locator> {
  await page.goto("/widget-gallery");
  await waitForHydration(page);
  return page.getByRole("group", { name: "Gallery colour" });
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (box === null) throw new Error("element is not visible");
  return box;
}

async function typeColour(picker: Locator, box: "Hex" | "RGBA", text: string) {
  const input = picker.getByLabel(box, { exact: true });
  await input.fill(text);
  await input.press("Enter");
}

async function historyLabels(picker: Locator): Promise<string[]> {
  return picker
    .getByRole("region", { name: "Recent" })
    .getByRole("button")
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label") ?? ""));
}

test("the area is 152 px square, the hue strip 15 px wide, and dragging moves both even past their edges", async ({ page }) => {
  const picker = await openGallery(page);
  const area = picker.getByRole("slider", { name: "Saturation and brightness" });
  const hue = picker.getByRole("slider", { name: "Hue" });
  const areaBox = await boxOf(area);
  const hueBox = await boxOf(hue);
  expect([areaBox.width, areaBox.height]).toEqual([152, 152]);
  expect([hueBox.width, hueBox.height]).toEqual([15, 152]);

  await page.mouse.move(areaBox.x + 10, areaBox.y + 10);
  await page.mouse.down();
  await page.mouse.move(areaBox.x + 76, areaBox.y + 38, { steps: 5 });
  await expect(area).toHaveAttribute("aria-valuetext", "Saturation 50%, brightness 75%");
  // The pointer is captured: leaving the area keeps dragging, pinned to the nearest edge.
  await page.mouse.move(areaBox.x + 400, areaBox.y - 100, { steps: 5 });
  await page.mouse.up();
  await expect(area).toHaveAttribute("aria-valuetext", "Saturation 100%, brightness 100%");
  await expect(area).toBeFocused();

  await page.mouse.move(hueBox.x + 7, hueBox.y + 150);
  await page.mouse.down();
  await page.mouse.move(hueBox.x + 7, hueBox.y + 76, { steps: 5 });
  await page.mouse.up();
  await expect(hue).toHaveAttribute("aria-valuenow", "180");
  await expect(page.getByTestId("readout-hex")).toHaveText("#00ffff");
  await expect(page.getByTestId("readout-hsv")).toHaveText("180, 100, 100");
  await expect(picker.getByLabel("Hex", { exact: true })).toHaveValue("#00ffff");
});

test("arrow keys move the point and the hue, by 10 with Shift", async ({ page }) => {
  const picker = await openGallery(page);
  await typeColour(picker, "Hex", "#808080");
  const area = picker.getByRole("slider", { name: "Saturation and brightness" });
  await area.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Shift+ArrowUp");
  await page.keyboard.press("ArrowDown");
  await expect(area).toHaveAttribute("aria-valuenow", "11");
  await expect(area).toHaveAttribute("aria-valuetext", "Saturation 11%, brightness 59%");

  const hue = picker.getByRole("slider", { name: "Hue" });
  await hue.focus();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Shift+ArrowUp");
  await expect(hue).toHaveAttribute("aria-valuenow", "11");
  await page.keyboard.press("End");
  await expect(hue).toHaveAttribute("aria-valuenow", "360");
  await page.keyboard.press("Shift+ArrowDown");
  await expect(hue).toHaveAttribute("aria-valuenow", "350");

  const opacity = picker.getByRole("slider", { name: "Opacity" });
  await opacity.focus();
  await page.keyboard.press("PageDown");
  await expect(opacity).toHaveAttribute("aria-valuenow", "90");
  await expect(page.getByTestId("readout-rgba")).toHaveText(/, 0\.9$/);
});

test("typed rgb() with an unreadable part uses 0 for it, and partial hex is padded", async ({ page }) => {
  const picker = await openGallery(page);
  await typeColour(picker, "RGBA", "rgb(10, x, 20)");
  await expect(picker.getByLabel("Hex", { exact: true })).toHaveValue("#0a0014");
  await expect(picker.getByLabel("RGBA", { exact: true })).toHaveValue("rgba(10, 0, 20, 1)");
  await expect(page.getByTestId("readout-rgba")).toHaveText("10, 0, 20, 1");

  await typeColour(picker, "Hex", "#12");
  await expect(picker.getByLabel("Hex", { exact: true })).toHaveValue("#120000");

  await typeColour(picker, "Hex", "not a colour");
  await expect(picker.getByLabel("Hex", { exact: true })).toHaveValue("#120000");
});

test("swatches and the history: newest first, no duplicates, at most 8, kept across reloads", async ({ page }) => {
  const picker = await openGallery(page);
  const swatches = picker.getByRole("region", { name: "Swatches" }).getByRole("button");
  await expect(swatches).toHaveCount(16);
  await expect(swatches.first()).toHaveAccessibleName("Swatches: #000000");
  await expect(swatches.nth(1)).toHaveAccessibleName("Swatches: #ffffff");
  await expect(swatches.last()).toHaveAccessibleName("Swatches: Transparent");
  await expect(picker.getByText("Colours you use appear here.")).toBeVisible();

  await picker.getByRole("button", { name: "Swatches: #ef4444" }).click();
  await expect(page.getByTestId("readout-hex")).toHaveText("#ef4444");
  await picker.getByRole("button", { name: "Swatches: #3b82f6" }).click();
  await typeColour(picker, "Hex", "#EF4444");
  await picker.getByRole("button", { name: "Swatches: Transparent" }).click();
  await expect(page.getByTestId("readout-hex")).toHaveText("#00000000");
  await expect.poll(() => historyLabels(picker)).toEqual(["Recent: Transparent", "Recent: #ef4444", "Recent: #3b82f6"]);
  // The history is stored after the choice renders; reload only once it is there, and read it back once the page has loaded it.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), HISTORY_KEY)).toBe('["#00000000","#ef4444","#3b82f6"]');

  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => historyLabels(picker)).toEqual(["Recent: Transparent", "Recent: #ef4444", "Recent: #3b82f6"]);

  // A recent colour is a button too; using it moves it to the front.
  await picker.getByRole("button", { name: "Recent: #3b82f6" }).click();
  await expect.poll(() => historyLabels(picker)).toEqual(["Recent: #3b82f6", "Recent: Transparent", "Recent: #ef4444"]);

  for (const hex of ["#000000", "#ffffff", "#f97316", "#f59e0b", "#eab308", "#84cc16", "#22c55e", "#14b8a6"]) {
    await picker.getByRole("button", { name: `Swatches: ${hex}` }).click();
  }
  await expect.poll(() => historyLabels(picker)).toHaveLength(8);
  expect((await historyLabels(picker))[0]).toBe("Recent: #14b8a6");
  expect(await historyLabels(picker)).not.toContain("Recent: #ef4444");
});

test("a drag and a pause in key presses each add one colour to the history", async ({ page }) => {
  const picker = await openGallery(page);
  const areaBox = await boxOf(picker.getByRole("slider", { name: "Saturation and brightness" }));
  await page.mouse.move(areaBox.x + 150, areaBox.y + 2);
  await page.mouse.down();
  await page.mouse.move(areaBox.x + 76, areaBox.y + 38, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => historyLabels(picker)).toHaveLength(1);

  await picker.getByRole("slider", { name: "Hue" }).focus();
  for (let step = 0; step < 5; step += 1) await page.keyboard.press("ArrowUp");
  await expect.poll(() => historyLabels(picker)).toHaveLength(2);
});

test("a corrupt history in local storage is ignored", async ({ page }) => {
  await page.goto("/widget-gallery");
  await page.evaluate((key) => localStorage.setItem(key, "{not json"), HISTORY_KEY);
  const picker = await openGallery(page);
  await expect(picker.getByText("Colours you use appear here.")).toBeVisible();
  await picker.getByRole("button", { name: "Swatches: #ef4444" }).click();
  expect(await historyLabels(picker)).toEqual(["Recent: #ef4444"]);
});

test("the listbox, radio groups, switch and colour field work by keyboard and submit in a plain form", async ({ page }) => {
  await openGallery(page);

  const font = page.getByRole("button", { name: /^Font/ });
  await font.focus();
  // Enter on a listbox button submits its form, as on a native select; Space opens it.
  await page.keyboard.press("Space");
  await expect(page.getByRole("listbox")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(font).toHaveText(/Source Serif/);
  await expect(font).toBeFocused();

  await page.getByRole("radio", { name: /Stacked/ }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /Split/ })).toBeChecked();

  await page.getByRole("radio", { name: "Left" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: "Centre" })).toBeChecked();

  const published = page.getByRole("switch", { name: "Published" });
  await published.focus();
  await page.keyboard.press("Space");
  await expect(published).toBeChecked();

  const primary = page.getByRole("button", { name: /^Primary colour/ });
  await primary.focus();
  await page.keyboard.press("Enter");
  const popoverPicker = page.getByRole("group", { name: "Primary colour" });
  await expect(popoverPicker.getByRole("slider", { name: "Saturation and brightness" })).toBeFocused();
  await popoverPicker.getByRole("button", { name: "Swatches: #22c55e" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await expect(popoverPicker).toHaveCount(0);
  await expect(primary).toHaveAccessibleName("Primary colour #22c55e");

  await page.getByRole("button", { name: "Submit" }).click();
  const submitted = page.getByTestId("submitted");
  await expect(submitted).toContainText("primary=#22c55e");
  await expect(submitted).toContainText("font=serif");
  await expect(submitted).toContainText("layout=split");
  await expect(submitted).toContainText("align=center");
  await expect(submitted).toContainText("published=on");
  await expect(submitted).toContainText("href=/pricing");
  await expect(submitted).toContainText("name=Acme launch");
});

test("the form widgets submit their values without JavaScript too", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/widget-gallery");
  await page.getByRole("button", { name: "Submit" }).click();
  const submitted = page.getByTestId("submitted");
  await expect(submitted).toContainText("primary=#1d4ed8");
  await expect(submitted).toContainText("font=inter");
  await expect(submitted).toContainText("layout=stacked");
  await expect(submitted).not.toContainText("published=");
  await context.close();
});
