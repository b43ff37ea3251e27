import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { FileRefusal } from "./file-refusal";
import { prepareImage } from "./prepare-image.server";
import { variantWidths } from "./process-raster.server";
import { EMPTY_ZIP, elfExecutable, hasGpsBlock, HOSTILE_SVG, jpegWithLocation, pngDeclaring, pngWithDamagedPixels, sampleImage } from "./testing/sample-images";

const limits = { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 };

async function refusalOf(bytes: Buffer, options = limits, projectId = "shop"): Promise<string> {
  const error: unknown = await prepareImage(bytes, options, projectId).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, "expected the file to be refused").toBeInstanceOf(FileRefusal);
  return (error as FileRefusal).message;
}

describe("preparing an uploaded image", () => {
  it("applies the camera orientation and strips EXIF, including the GPS position", async () => {
    const upload = await jpegWithLocation();
    const before = await sharp(upload).metadata();
    expect(before.exif?.toString("latin1")).toContain("Secret Model 7");
    expect(before.orientation).toBe(6);
    expect(hasGpsBlock(before.exif)).toBe(true);

    const image = await prepareImage(upload, limits, "shop");
    expect([image.width, image.height]).toEqual([40, 60]);
    for (const file of [image.original.bytes, ...image.variants.map((variant) => variant.bytes)]) {
      const after = await sharp(file).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(file.toString("latin1")).not.toMatch(/Secret Model|PagewrightCam/);
    }
    expect(image.original.contentType).toBe("image/jpeg");
  });

  it("keeps a re-encoded original and makes WebP variants at standard widths up to the original's", async () => {
    const image = await prepareImage(await sampleImage(2400, 1200), limits, "shop");
    expect([image.width, image.height]).toEqual([2400, 1200]);
    expect(image.variants.map((variant) => variant.width)).toEqual([320, 640, 960, 1280, 1920]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(variant.width / 2);
    }
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/=]+$/);
    expect((image.placeholder ?? "").length).toBeLessThan(400);
  });

  it("never enlarges: a small image gets variants up to its own width", () => {
    expect(variantWidths(500)).toEqual([320, 500]);
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
  });

  it.each(["png", "webp", "gif", "avif"] as const)("accepts %s by its content and keeps its format for the original", async (format) => {
    const image = await prepareImage(await sampleImage(400, 300, format), limits, "shop");
    expect((await sharp(image.original.bytes).metadata()).format).toBe(format === "avif" ? "heif" : format);
    expect(image.variants.map((variant) => variant.width)).toEqual([320, 400]);
  });

  it("keeps every frame of an animated GIF", async () => {
    const frames = await Promise.all(["#f00", "#0f0", "#00f"].map((background) => sharp({ create: { width: 50, height: 40, channels: 3, background } }).raw().toBuffer()));
    const gif = await sharp(Buffer.concat(frames), { raw: { width: 50, height: 120, channels: 3, pageHeight: 40 } }).gif({ delay: [100, 100, 100] }).toBuffer();
    const image = await prepareImage(gif, limits, "shop");
    expect([image.width, image.height]).toEqual([50, 40]);
    expect((await sharp(image.original.bytes).metadata()).pages).toBe(3);
    expect((await sharp(image.variants[0]!.bytes).metadata()).pages).toBe(3);
  });

  it("refuses an empty file", async () => {
    expect(await refusalOf(Buffer.alloc(0))).toBe("The file is empty.");
  });

  it("refuses a file over the size limit", async () => {
    const image = await sampleImage(300, 300, "png");
    expect(await refusalOf(image, { ...limits, maxBytes: 1024 })).toMatch(/^The file is [\d.]+ KB; the limit is 1 KB per file\.$/);
  });

  it("refuses an executable renamed to .png, saying what it really is", async () => {
    expect(await refusalOf(elfExecutable())).toMatch(/not an image we accept .*application\/x-elf/);
  });

  it("refuses text and unknown bytes", async () => {
    expect(await refusalOf(Buffer.from("just some notes"))).toMatch(/not an image we accept/);
  });

  it("refuses a decompression bomb from its header, before decoding", async () => {
    const bomb = await pngDeclaring(20_000, 20_000);
    const started = performance.now();
    expect(await refusalOf(bomb)).toBe("The image is 20000 × 20000 pixels (400 megapixels); the limit is 50 megapixels.");
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("makes only the variants WebP can hold for a very tall image, and refuses one too tall at every width", async () => {
    const strip = await prepareImage(await sampleImage(1000, 20_000, "png"), limits, "shop");
    expect(strip.variants.map((variant) => variant.width)).toEqual([320, 640]);
    expect(await refusalOf(await sampleImage(200, 20_000, "png"))).toBe(
      "The image is 200 × 20000 pixels: too tall to show on a web page at any width. Crop it, or split it into several images.",
    );
  });

  it("refuses a truncated JPEG", async () => {
    const jpeg = await sampleImage(800, 600);
    expect(await refusalOf(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)))).toMatch(/damaged or incomplete/);
  });

  it.each([false, true])("refuses a PNG whose pixel data is damaged as damaged (checksum recomputed: %s)", async (fixCrc) => {
    expect(await refusalOf(await pngWithDamagedPixels({ fixCrc }))).toMatch(/damaged or incomplete/);
  });

  it("refuses a truncated PNG and a truncated AVIF as damaged", async () => {
    for (const format of ["png", "avif"] as const) {
      const image = await sampleImage(300, 200, format);
      expect(await refusalOf(image.subarray(0, Math.floor(image.length * 0.7)))).toMatch(/damaged or incomplete/);
    }
  });

  it("refuses polyglots: an image carrying a ZIP archive or a script", async () => {
    const jpeg = await sampleImage(100, 100);
    expect(await refusalOf(Buffer.concat([jpeg, EMPTY_ZIP]))).toMatch(/also contains a ZIP archive/);
    const png = await sampleImage(100, 100, "png");
    expect(await refusalOf(Buffer.concat([png, Buffer.from("<script>alert(1)</script>")]))).toMatch(/also contains web page markup or a script/);
  });

  it("neutralises an SVG: no script, event handler, foreignObject or link leaving the drawing", async () => {
    const image = await prepareImage(Buffer.from(HOSTILE_SVG), limits, "shop");
    const svg = image.original.bytes.toString("utf8");
    expect(image.original.contentType).toBe("image/svg+xml");
    expect([image.width, image.height]).toEqual([120, 80]);
    expect(image.variants).toEqual([]);
    expect(svg).not.toMatch(/<script|onload|onclick|onmouseover|foreignObject|iframe|javascript:|evil\.example|data:image\/svg/i);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<use href="#dot"');
    expect(svg).toContain("linearGradient");
    expect(svg).toContain(">Click</text>");
    expect((await sharp(image.original.bytes).metadata()).width).toBe(120);
  });

  it("keeps embedded bitmaps in an SVG and sizes it from the viewBox", async () => {
    const pixel = (await sampleImage(2, 2, "png")).toString("base64");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><image href="data:image/png;base64,${pixel}" width="2" height="2"/></svg>`;
    const image = await prepareImage(Buffer.from(svg), limits, "shop");
    expect([image.width, image.height]).toEqual([300, 100]);
    expect(image.original.bytes.toString("utf8")).toContain(`data:image/png;base64,${pixel}`);
  });

  it("refuses an SVG that declares entities (billion laughs) or is not well-formed", async () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol"><!ENTITY b "&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg">&b;</svg>`;
    expect(await refusalOf(Buffer.from(laughs))).toMatch(/^This SVG declares XML entities/);
    expect(await refusalOf(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><g></svg>`))).toMatch(/not well-formed/);
  });
});

const svgOf = (inner: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${inner}</svg>`);
// Heavy but within the markup limits: seconds of sanitising each on a busy machine.
const heavySvg = (seed: number) => svgOf(`<path d="M${seed} 2 L3 4" fill="#123" data-x="1"/>`.repeat(4000));

describe("SVG uploads of one project cannot hold up another's", () => {
  it("refuses 20,000 nested groups in well under a second, even while the project's heavy SVGs are in the queue", async () => {
    const heavy = Promise.all([prepareImage(heavySvg(1), limits, "busy"), prepareImage(heavySvg(2), limits, "busy")]);
    const started = performance.now();
    const nested = svgOf("<g>".repeat(20_000) + "</g>".repeat(20_000));
    expect(await refusalOf(nested, limits, "busy")).toBe("This SVG nests elements more than 100 levels deep. Flatten its groups or save it as PNG or WebP.");
    expect(performance.now() - started).toBeLessThan(1000);
    await heavy;
  }, 120_000);

  it("sanitises another project's small SVG while one project's heavy SVGs wait their turn", async () => {
    // Both sanitiser workers started, so the comparison is between sanitising times only.
    await Promise.all([prepareImage(svgOf("<g/>".repeat(500)), limits, "warm-1"), prepareImage(svgOf("<g/>".repeat(500)), limits, "warm-2")]);
    const finished: string[] = [];
    const track = (name: string, work: Promise<unknown>) => work.then(() => finished.push(name));
    await Promise.all([
      ...[1, 2, 3].map((seed) => track(`a${seed}`, prepareImage(heavySvg(seed), limits, "project-a"))),
      track("b", prepareImage(svgOf('<circle r="4"/>'), limits, "project-b")),
    ]);
    // In one queue for everyone, b would come after all three of a's.
    expect(finished.indexOf("b")).toBeLessThan(finished.indexOf("a2"));
  }, 120_000);
});
