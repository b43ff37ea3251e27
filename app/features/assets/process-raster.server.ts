import os from "node:os";
import sharp, { type Sharp } from "sharp";
import { FileRefusal } from "./file-refusal";
import type { RasterFormat } from "./sniff-upload.server";
import type { StoredExtension } from "./asset-storage";
import { carriesNothingToStrip } from "./clean-original.server";

// sharp works on libuv's small thread pool and on its own threads: keep half the cores and the
// operation cache (useless for one-off uploads) for everything else the server does.
sharp.concurrency(Math.max(1, Math.floor(os.availableParallelism() / 2)));
sharp.cache(false);

const LARGEST_VARIANT = 1920;
export const VARIANT_WIDTHS = [320, 640, 960, 1280, LARGEST_VARIANT] as const;
const PLACEHOLDER_WIDTH = 16;
// WebP stores each side in 14 bits.
const WEBP_MAX_SIDE = 16383;

export type ProcessedFile = { bytes: Buffer; extension: StoredExtension; contentType: string };
export type ProcessedImage = {
  original: ProcessedFile;
  width: number;
  height: number;
  variants: Array<{ width: number; bytes: Buffer }>;
  placeholder: string | null;
};

const ORIGINAL_OUTPUT: Record<RasterFormat, { extension: StoredExtension; contentType: string; encode: (image: Sharp) => Sharp }> = {
  jpeg: { extension: "jpg", contentType: "image/jpeg", encode: (image) => image.jpeg({ quality: 88, mozjpeg: true }) },
  png: { extension: "png", contentType: "image/png", encode: (image) => image.png({ compressionLevel: 9 }) },
  webp: { extension: "webp", contentType: "image/webp", encode: (image) => image.webp({ quality: 88 }) },
  gif: { extension: "gif", contentType: "image/gif", encode: (image) => image.gif() },
  avif: { extension: "avif", contentType: "image/avif", encode: (image) => image.avif({ quality: 60, effort: 3 }) },
};

/** The widths to render: the standard ones below the image's width, and the width itself up to the largest. */
export function variantWidths(width: number): number[] {
  return [...new Set([...VARIANT_WIDTHS.filter((candidate) => candidate < width), Math.min(width, LARGEST_VARIANT)])];
}

const DAMAGED = "The image is damaged or incomplete and cannot be read. Export it again and retry.";

function megapixels(pixels: number): string {
  return `${Math.round(pixels / 100_000) / 10} megapixels`;
}

/**
 * Re-encodes an uploaded bitmap: applies the camera orientation, drops every piece of metadata
 * (EXIF with location, XMP, IPTC, ICC after converting to sRGB), and renders WebP variants and a
 * tiny placeholder. Dimensions are checked from the header first, so a decompression bomb is
 * refused before anything is decoded. With `keepCleanOriginal` (an import) an image with nothing to
 * take out is still decoded whole, but its bytes are kept as they are, so an export's originals
 * travel byte for byte (docs/product.md#portability).
 */
export async function processRaster(bytes: Buffer, format: RasterFormat, maxPixels: number, { keepCleanOriginal = false }: { keepCleanOriginal?: boolean } = {}): Promise<ProcessedImage> {
  const animated = format === "gif" || format === "webp";
  let header;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new FileRefusal(DAMAGED, { cause: error });
  }
  const frames = animated ? (header.pages ?? 1) : 1;
  const frameHeight = header.pageHeight ?? header.height;
  const pixels = header.width * frameHeight * frames;
  if (pixels > maxPixels) {
    const counting = frames > 1 ? `, counting all ${frames} frames` : "";
    throw new FileRefusal(
      `The image is ${header.width} × ${frameHeight} pixels (${megapixels(pixels)}${counting}); the limit is ${megapixels(maxPixels)}.`,
    );
  }

  const input = (options: { animated: boolean }) =>
    sharp(bytes, { limitInputPixels: maxPixels, failOn: "error", animated: options.animated }).autoOrient();
  const output = ORIGINAL_OUTPUT[format];
  let original;
  try {
    original = await output.encode(input({ animated })).toBuffer({ resolveWithObject: true });
  } catch (error) {
    // The header was readable and the original is written in its own format, so a failure here is
    // the pixel data failing to decode, whatever the decoder calls it (a bad CRC, a broken zlib
    // stream, a truncated frame…): the partner's file, not a fault of ours.
    throw new FileRefusal(DAMAGED, { cause: error });
  }
  const width = original.info.width;
  const height = original.info.pageHeight ?? original.info.height;
  const widths = variantWidths(width).filter((variantWidth) => Math.round((height * variantWidth) / width) <= WEBP_MAX_SIDE);
  if (widths.length === 0) {
    throw new FileRefusal(`The image is ${width} × ${height} pixels: too tall to show on a web page at any width. Crop it, or split it into several images.`);
  }
  const variants = [];
  for (const variantWidth of widths) {
    const variant = await input({ animated }).resize({ width: variantWidth, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    variants.push({ width: variantWidth, bytes: variant });
  }
  const tiny = await input({ animated: false })
    .resize({ width: PLACEHOLDER_WIDTH, height: PLACEHOLDER_WIDTH, fit: "inside" })
    .webp({ quality: 40 })
    .toBuffer();
  const keep = keepCleanOriginal && carriesNothingToStrip(bytes, format, header);
  return {
    original: { bytes: keep ? bytes : original.data, extension: output.extension, contentType: output.contentType },
    width,
    height,
    variants,
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
  };
}
