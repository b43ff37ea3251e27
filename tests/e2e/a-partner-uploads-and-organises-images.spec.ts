import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { waitForHydration } from "./helpers";
import { signedInPage } from "./sign-in";

async function expectNoSeriousAccessibilityProblems(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")) }));
  expect(serious).toEqual([]);
}

async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).first()).toBeVisible();
}

/** A photo-like image: noise does not compress, so the file is big enough for upload progress to show. */
async function photo(width: number, height: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
}

type DroppedFile = { name: string; type: string; base64: string };

/** Drops files on the upload dialog's drop zone the way a desktop drag does: one DataTransfer with every file. */
async function dropFiles(page: Page, files: DroppedFile[]) {
  const transfer = await page.evaluateHandle((list: DroppedFile[]) => {
    const data = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (character) => character.charCodeAt(0));
      data.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return data;
  }, files);
  const zone = page.getByTestId("drop-zone");
  await zone.dispatchEvent("dragenter", { dataTransfer: transfer });
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

test("a partner uploads images by drag and drop, organises them in a folder, describes and finds them, uses one in a published hero, and deletes them", async ({ browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const ada = await signedInPage(browser, `ada-assets-${stamp}@example.com`, "Ada");
  const projectId = `gallery${stamp}`;
  await ada.getByRole("link", { name: "New project" }).first().click();
  const newProject = ada.getByRole("dialog", { name: "New project" });
  await newProject.getByLabel("Name").fill(`Gallery ${stamp}`);
  await expect(newProject.getByLabel("Project id")).toHaveValue(projectId);
  await newProject.getByRole("radio", { name: /Blank/ }).click();
  await newProject.getByRole("button", { name: "Create project" }).click();
  await ada.waitForURL(`/project/${projectId}`);

  await ada.goto(`/project/${projectId}/assets`);
  await waitForHydration(ada);
  await expect(ada.getByRole("heading", { name: "No images yet" })).toBeVisible();

  // Several images at once by drag and drop, one of them a program in disguise; uploads are slowed
  // down so the progress bars can be seen moving.
  await ada.getByRole("link", { name: "Upload images" }).first().click();
  await expect(ada).toHaveURL(/modal=upload-images/);
  const dialog = ada.getByRole("dialog", { name: "Upload images" });
  const cdp = await ada.context().newCDPSession(ada);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
  const sunset = (await photo(1600, 1000)).toString("base64");
  const logo = (await sharp({ create: { width: 400, height: 400, channels: 4, background: "#1d4ed8" } }).png().toBuffer()).toString("base64");
  const team = (await photo(900, 600)).toString("base64");
  const program = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(2048, 0x90)]).toString("base64");
  await dropFiles(ada, [
    { name: "sunset.jpg", type: "image/jpeg", base64: sunset },
    { name: "logo.png", type: "image/png", base64: logo },
    { name: "team.jpg", type: "image/jpeg", base64: team },
    { name: "invoice.png", type: "image/png", base64: program },
  ]);
  const rows = dialog.getByTestId("upload-row");
  await expect(rows).toHaveCount(4);
  const sunsetBar = dialog.getByRole("progressbar", { name: "Upload of sunset.jpg" });
  await expect
    .poll(async () => Number(await sunsetBar.getAttribute("aria-valuenow")), { message: "the progress bar moves while the file is sent" })
    .toBeGreaterThan(0);
  expect(Number(await sunsetBar.getAttribute("aria-valuenow"))).toBeLessThan(100);
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  await expect(rows.filter({ hasText: "Uploaded" })).toHaveCount(3, { timeout: 30_000 });
  const refused = rows.filter({ hasText: "invoice.png" });
  await expect(refused).toHaveAttribute("data-state", "refused");
  await expect(refused).toContainText("This file is not an image we accept");
  await expect(refused).toContainText("application/x-elf");
  await expect(dialog.getByRole("status")).toHaveText("3 uploaded, 1 refused.");
  await expectNoSeriousAccessibilityProblems(ada);
  await dialog.getByRole("link", { name: "Done" }).click();
  await expect(ada.getByRole("dialog")).toHaveCount(0);
  const cards = ada.getByTestId("asset-card");
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: "sunset.jpg" })).toContainText("1600 × 1000");
  await expectNoSeriousAccessibilityProblems(ada);

  // The served variant is a WebP with the caching and safety headers.
  const thumbnail = await cards.filter({ hasText: "sunset.jpg" }).locator("img").getAttribute("src");
  const served = await ada.request.get(thumbnail ?? "");
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");

  // A folder from the directory dialog, then two images moved into it.
  await ada.getByRole("link", { name: "New folder" }).first().click();
  await expect(ada).toHaveURL(/modal=save-directory/);
  await ada.getByRole("dialog", { name: "New folder" }).getByLabel("Folder name").fill("Brand");
  await ada.getByRole("button", { name: "Create folder" }).click();
  await expectToast(ada, "Folder “Brand” created.");
  await expect(ada.getByRole("heading", { name: "This folder is empty" })).toBeVisible();
  await ada.getByRole("navigation", { name: "Folders" }).getByRole("link", { name: /All images/ }).click();
  await expect(cards).toHaveCount(3);
  for (const name of ["logo.png", "team.jpg"]) {
    await cards.filter({ hasText: name }).hover();
    await ada.getByLabel(`Select ${name}`).check({ force: true });
  }
  await expect(ada.getByRole("region", { name: "Selected images" })).toContainText("2 selected");
  await ada.getByRole("button", { name: "Move to" }).click();
  await ada.getByRole("menuitem", { name: "Brand" }).click();
  await expectToast(ada, "Moved 2 images to “Brand”.");
  const brand = ada.getByRole("navigation", { name: "Folders" }).getByRole("link", { name: /Brand/ });
  await expect(brand).toContainText("2");
  await brand.click();
  await expect(cards).toHaveCount(2);

  // Alt text, then search finds the image by it.
  await ada.getByRole("button", { name: "Open logo.png" }).click();
  const details = ada.getByRole("dialog", { name: "logo.png" });
  await details.getByLabel("Alt text").fill("Blue square logo of the gallery");
  await details.getByRole("button", { name: "Save details" }).click();
  await expectToast(ada, "Image details saved.");
  await expect(ada.getByRole("dialog")).toHaveCount(0);
  await expect(cards.filter({ hasText: "logo.png" })).not.toContainText("No alt text");
  await ada.getByRole("navigation", { name: "Folders" }).getByRole("link", { name: /All images/ }).click();
  // Search within all images only once that view has loaded (the form carries the current folder).
  await expect(cards).toHaveCount(3);
  await ada.getByRole("searchbox", { name: "Search images" }).fill("square");
  await ada.getByRole("searchbox", { name: "Search images" }).press("Enter");
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("logo.png");
  await ada.getByRole("searchbox", { name: "Search images" }).fill("");
  await ada.getByRole("searchbox", { name: "Search images" }).press("Enter");
  await expect(cards).toHaveCount(3);

  // The sunset goes into the home page's hero through the editor's image picker; once published,
  // the public page offers its WebP sizes with srcset.
  await ada.goto(`/editor/${projectId}/home`);
  await waitForHydration(ada);
  await ada.getByRole("button", { name: "Add section", exact: true }).click();
  await ada.getByRole("dialog", { name: "Add a section" }).getByRole("button", { name: "Kale Hero" }).click();
  await ada.getByTestId("stack-row").getByRole("button", { name: /^Hero/ }).first().click();
  await ada.getByRole("region", { name: "Section settings" }).getByRole("button", { name: "Choose from assets" }).click();
  await ada.getByRole("dialog", { name: "Choose an image" }).getByRole("button", { name: /sunset\.jpg/ }).click();
  await expect(ada.getByTestId("save-status")).toHaveAttribute("data-status", "saved", { timeout: 10_000 });
  // The preview loads the resized WebP variants published pages load, not the original, also after a reload.
  const previewImage = () => ada.frameLocator("[data-testid=preview-frame]").locator(`[data-pw-section] img[srcset*="/media/${projectId}/"]`).first();
  await expect(previewImage()).toHaveAttribute("srcset", /\/w320-[0-9a-f]{16}\.webp 320w/);
  await ada.reload();
  await waitForHydration(ada);
  await expect(previewImage()).toHaveAttribute("srcset", /\/w1600-[0-9a-f]{16}\.webp 1600w/);
  await expect.poll(() => previewImage().evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.webp$/);
  await ada.goto(`/project/${projectId}`);
  await waitForHydration(ada);
  await ada.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(ada.getByTestId("publish-status")).toHaveText("Live: version 1");
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/${projectId}`);
  const hero = visitor.locator(`img[srcset*="/media/${projectId}/"]`).first();
  const srcset = (await hero.getAttribute("srcset")) ?? "";
  expect(srcset.split(", ").map((entry) => entry.split(" ")[1])).toEqual(["320w", "640w", "960w", "1280w", "1600w"]);
  expect(srcset).toMatch(/\/w320-[0-9a-f]{16}\.webp 320w/);
  await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const chosen = await hero.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect((await visitor.request.get(chosen)).headers()["content-type"]).toBe("image/webp");

  // Deleting the sunset now warns and names the page; the unused team photo goes at once.
  await ada.goto(`/project/${projectId}/assets`);
  await waitForHydration(ada);
  await expect(cards.filter({ hasText: "sunset.jpg" })).toContainText("In use");
  await ada.getByRole("button", { name: "More actions for sunset.jpg" }).click();
  await ada.getByRole("menuitem", { name: "Delete" }).click();
  const warning = ada.getByRole("dialog", { name: "Delete “sunset.jpg”?" });
  await expect(warning.getByRole("alert")).toContainText("This image is in use");
  await expect(warning.getByRole("link", { name: "Page “Home”" })).toHaveAttribute("href", `/editor/${projectId}/home`);
  await expect(warning.getByRole("link", { name: "The live site (until you publish again)" })).toHaveAttribute("href", `/${projectId}`);
  await warning.getByRole("button", { name: "Cancel" }).click();
  await expect(cards).toHaveCount(3);

  await ada.getByRole("button", { name: "More actions for team.jpg" }).click();
  await ada.getByRole("menuitem", { name: "Delete" }).click();
  const plain = ada.getByRole("dialog", { name: "Delete “team.jpg”?" });
  await expect(plain.getByRole("alert")).toHaveCount(0);
  await plain.getByRole("button", { name: "Delete", exact: true }).click();
  await expectToast(ada, "“team.jpg” deleted.");
  await expect(cards).toHaveCount(2);

  await ada.getByRole("button", { name: "More actions for sunset.jpg" }).click();
  await ada.getByRole("menuitem", { name: "Delete" }).click();
  await ada.getByRole("dialog", { name: "Delete “sunset.jpg”?" }).getByRole("button", { name: "Delete anyway" }).click();
  await expectToast(ada, "“sunset.jpg” deleted.");
  await expect(cards).toHaveCount(1);
  expect((await ada.request.get(thumbnail ?? "")).status()).toBe(404);
});

test("an SVG with script is cleaned on upload, and opened directly it runs nothing", async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const page = await signedInPage(browser, `svg-${stamp}@example.com`, "Sam");
  const projectId = `vector${stamp}`;
  await page.getByRole("link", { name: "New project" }).first().click();
  const newProject = page.getByRole("dialog", { name: "New project" });
  await newProject.getByLabel("Name").fill(`Vector ${stamp}`);
  await newProject.getByRole("button", { name: "Create project" }).click();
  await page.waitForURL(`/project/${projectId}`);

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" onload="document.title='owned'"><script>document.title='owned'</script><rect width="200" height="100" fill="#1d4ed8"/><foreignObject width="200" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:parent.document.title='owned'"></iframe></foreignObject></svg>`;
  const answer = await page.request.post(`/project/${projectId}/assets/upload`, {
    headers: { Accept: "application/json", Origin: new URL(page.url()).origin },
    multipart: { files: { name: "badge.svg", mimeType: "image/svg+xml", buffer: Buffer.from(svg) } },
  });
  expect(answer.status()).toBe(200);
  const { files } = (await answer.json()) as { files: Array<{ ok: boolean; asset: { url: string } }> };
  expect(files[0]?.ok).toBe(true);

  const opened = await page.goto(files[0]?.asset.url ?? "");
  expect(opened?.headers()["content-security-policy"]).toContain("sandbox");
  const markup = await opened?.text();
  expect(markup).not.toMatch(/script|onload|foreignObject|javascript:/i);
  expect(await page.title()).not.toBe("owned");
  expect(await page.evaluate(() => document.documentElement.outerHTML)).toContain("<rect");
});

test("an image pasted into the upload dialog is uploaded into the folder being viewed, and pasted again is not stored twice", async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const page = await signedInPage(browser, `paste-${stamp}@example.com`, "Pia");
  const projectId = `paste${stamp}`;
  await page.getByRole("link", { name: "New project" }).first().click();
  const newProject = page.getByRole("dialog", { name: "New project" });
  await newProject.getByLabel("Name").fill(`Paste ${stamp}`);
  await newProject.getByRole("button", { name: "Create project" }).click();
  await page.waitForURL(`/project/${projectId}`);
  await page.goto(`/project/${projectId}/assets?modal=save-directory`);
  await waitForHydration(page);
  await page.getByLabel("Folder name").fill("Screenshots");
  await page.getByRole("button", { name: "Create folder" }).click();
  await expect(page.getByRole("heading", { name: "This folder is empty" })).toBeVisible();

  await page.getByRole("link", { name: "Upload images" }).first().click();
  await expect(page.getByRole("dialog", { name: "Upload images" })).toContainText("Into the folder “Screenshots”.");
  const png = (await sharp({ create: { width: 120, height: 80, channels: 3, background: "#f59e0b" } }).png().toBuffer()).toString("base64");
  const paste = () =>
    page.evaluate((base64) => {
      const data = new DataTransfer();
      data.items.add(new File([Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))], "image.png", { type: "image/png" }));
      window.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data }));
    }, png);
  await paste();
  await expect(page.getByTestId("upload-row")).toHaveAttribute("data-state", "done");

  // The same picture pasted again is not stored twice: the dialog says so and offers the one there.
  await paste();
  const again = page.getByTestId("upload-row").nth(1);
  await expect(again).toHaveAttribute("data-state", "duplicate");
  await expect(again).toContainText("Already in the library as “image.png”, so it was not stored again.");
  await expect(page.getByRole("dialog", { name: "Upload images" }).getByRole("status")).toHaveText("1 uploaded, 1 already in the library.");
  await again.getByRole("link", { name: "Show it" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/folder=.*&q=image\.png/);
  await expect(page.getByTestId("asset-card")).toHaveCount(1);
  await expect(page.getByTestId("asset-card")).toContainText("120 × 80");
  await expect(page.getByRole("navigation", { name: "Folders" }).getByRole("link", { name: /Screenshots/ })).toContainText("1");
});
