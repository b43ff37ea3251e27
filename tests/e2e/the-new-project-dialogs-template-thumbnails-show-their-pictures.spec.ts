import { expect, test, type Frame } from "@playwright/test";
import { signedInPage } from "./sign-in";

const TEMPLATE_COUNT = 10;

type PictureState = { src: string; naturalWidth: number };

/** Every picture of a thumbnail's frame once it has loaded or failed, lazy ones asked for at once. */
async function picturesOf(frame: Frame): Promise<PictureState[]> {
  return frame.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = "eager";
    await Promise.all(
      images.map((image) =>
        image.complete ? null : new Promise((settle) => {
          image.addEventListener("load", settle, { once: true });
          image.addEventListener("error", settle, { once: true });
        }),
      ),
    );
    return images.map((image) => ({ src: image.currentSrc || image.src, naturalWidth: image.naturalWidth }));
  });
}

// A thumbnail is a sandboxed srcdoc frame, so its document has an opaque origin: the app's
// pictures must not be refused to it as cross-origin (docs/product.md#templates).
test("every template thumbnail in the new-project dialog shows all its pictures", async ({ browser }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const partner = await signedInPage(browser, `thumbnails-${stamp}@example.com`, "Tess Thumbnail");

  await partner.getByRole("link", { name: "New project" }).first().click();
  const dialog = partner.getByRole("dialog", { name: "New project" });
  const previews = dialog.getByRole("link", { name: /^Preview / });
  await expect(previews).toHaveCount(TEMPLATE_COUNT);
  // Cards fetch their page only when they come near the view, so each is scrolled to in turn.
  const frames = [];
  for (let index = 0; index < TEMPLATE_COUNT; index += 1) {
    const card = previews.nth(index).locator("xpath=ancestor::li[1]");
    await card.scrollIntoViewIfNeeded();
    const frame = card.locator("iframe");
    await expect(frame).toBeAttached();
    frames.push(frame);
  }

  const broken: string[] = [];
  let shown = 0;
  for (const [index, element] of frames.entries()) {
    await element.scrollIntoViewIfNeeded();
    const title = (await element.getAttribute("title")) ?? `frame ${index}`;
    const frame = await (await element.elementHandle())?.contentFrame();
    if (!frame) throw new Error(`${title} has no document`);
    await frame.waitForLoadState("load");
    for (const picture of await picturesOf(frame)) {
      if (picture.naturalWidth > 0) shown += 1;
      else broken.push(`${title}: ${picture.src}`);
    }
  }
  expect(broken).toEqual([]);
  // Most templates show pictures; a test that found none would prove nothing.
  expect(shown).toBeGreaterThan(TEMPLATE_COUNT);
});
