import { expect, test } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { createProjectFromDashboard, waitForHydration } from "./helpers";
import { signIn } from "./sign-in";

/** Reads a PNG data URL as a scanner library does. */
async function decodeDataUrl(url: string): Promise<string | undefined> {
  const png = Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
  const { data, info } = await sharp(png).flatten({ background: "#ffffff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

test("a partner's WhatsApp QR code decodes to the short address the dialog shows, which opens the chat", async ({ page, baseURL }) => {
  const projectId = `qr${Date.now().toString(36)}`;
  await signIn(page, `qr-${projectId}@example.com`, "Quinn Rowe");
  await createProjectFromDashboard(page, "Corner café", projectId);
  await page.goto(`/project/${projectId}/urls?modal=messaging-link`);
  // Typed before the dialog's script runs, the number would stay in the field but not in the link.
  await waitForHydration(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Phone number").fill("212 736 5000");
  await dialog.getByLabel("Prefilled message").fill("Hello & welcome, table for 2?");
  const shown = dialog.locator("[data-qr-address]");
  await expect(shown).toHaveText(new RegExp(`^${baseURL}/q/[A-Za-z0-9]{8}$`));
  const address = (await shown.textContent()) ?? "";
  const image = dialog.getByRole("img", { name: `QR code of ${address}, which opens https://wa.me/12127365000?text=Hello%20%26%20welcome%2C%20table%20for%202%3F` });
  expect(await decodeDataUrl((await image.getAttribute("src")) ?? "")).toBe(address);
  const scan = await page.request.get(address, { maxRedirects: 0 });
  expect(scan.status()).toBe(302);
  expect(scan.headers().location).toBe("https://wa.me/12127365000?text=Hello%20%26%20welcome%2C%20table%20for%202%3F");
});
