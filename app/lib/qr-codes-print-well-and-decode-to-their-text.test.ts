import jsQR from "jsqr";
import QRCode from "qrcode";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { qrCodeDataUrls, qrCodeModules, qrCodePng, qrCodeSvg } from "./qr-code";

const TEXTS = [
  "http://127.0.0.1:5173/shop?utm_source=qr",
  "https://www.example-bakery.com/about-us/opening-hours?utm_source=qr",
  "https://wa.me/4915123456789?text=Hi%20%26%20%231%0A%F0%9F%91%8B%20I%20would%20like%20to%20book%20a%20table%20for%20four%20on%20Friday",
];

/** Reads an image as a real scanner library does: at its own size, unscaled, on white. */
async function decode(image: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(image).flatten({ background: "#ffffff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** The dark modules of an image, sampled at each module's centre, quiet zone included. */
async function modulesOf(image: Buffer, modules: number): Promise<boolean[]> {
  const { data, info } = await sharp(image).flatten({ background: "#ffffff" }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const pixels = info.width / modules;
  return Array.from({ length: modules * modules }, (_, index) => {
    const x = Math.floor(((index % modules) + 0.5) * pixels);
    const y = Math.floor((Math.floor(index / modules) + 0.5) * pixels);
    return (data[y * info.width + x] ?? 255) < 128;
  });
}

/** The modules of the code the standard asks for: error correction Q inside a 4-module quiet zone. */
function expectedModules(text: string): boolean[] {
  const code = QRCode.create(text, { errorCorrectionLevel: "Q" }).modules;
  const modules = code.size + 8;
  return Array.from({ length: modules * modules }, (_, index) => {
    const x = (index % modules) - 4;
    const y = Math.floor(index / modules) - 4;
    return x >= 0 && y >= 0 && x < code.size && y < code.size && code.get(y, x) === 1;
  });
}

const fromDataUrl = (url: string) =>
  url.startsWith("data:image/png;base64,") ? Buffer.from(url.slice("data:image/png;base64,".length), "base64") : Buffer.from(decodeURIComponent(url.slice(url.indexOf(",") + 1)));

describe.each(TEXTS)("the QR code of %s", (text) => {
  it("is a PNG whose side is a whole multiple of its modules, error correction Q in a 4-module quiet zone, that decodes to the text", async () => {
    for (const png of [await qrCodePng(text), fromDataUrl((await qrCodeDataUrls(text)).png)]) {
      const { width, height } = await sharp(png).metadata();
      const modules = qrCodeModules(text);
      expect(width).toBe(height);
      expect((width ?? 0) % modules).toBe(0);
      expect(width).toBeGreaterThanOrEqual(900);
      expect(await modulesOf(png, modules)).toEqual(expectedModules(text));
      expect(await decode(png)).toBe(text);
    }
  });

  it("is an SVG with width, height and viewBox, the same modules, that decodes to the text as inserted", async () => {
    for (const svg of [await qrCodeSvg(text), fromDataUrl((await qrCodeDataUrls(text)).svg).toString()]) {
      const modules = qrCodeModules(text);
      const tag = /<svg [^>]*>/.exec(svg)?.[0] ?? "";
      const width = Number(/ width="(\d+)"/.exec(tag)?.[1]);
      expect(tag).toContain(`viewBox="0 0 ${modules} ${modules}"`);
      expect(tag).toContain(`height="${width}"`);
      expect(width % modules).toBe(0);
      const image = Buffer.from(svg);
      expect(await modulesOf(image, modules)).toEqual(expectedModules(text));
      expect(await decode(image)).toBe(text);
    }
  });
});
