import sharp from "sharp";
import { crc32 } from "node:zlib";

/** A solid-colour image with a gradient stripe, so encoders have something to compress. */
export function sampleImage(width: number, height: number, format: "jpeg" | "png" | "webp" | "gif" | "avif" = "jpeg"): Promise<Buffer> {
  const stripe = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs><rect width="${width}" height="${height}" fill="#e5e7eb"/><rect y="${Math.floor(height / 3)}" width="${width}" height="${Math.max(1, Math.floor(height / 3))}" fill="url(#g)"/></svg>`,
  );
  return sharp(stripe).toFormat(format).toBuffer();
}

/** A 60 × 40 JPEG whose EXIF says "rotate 90°" and carries a camera model and a GPS position. */
export function jpegWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: "#3b82f6" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "PagewrightCam", Model: "Secret Model 7" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2958/100", GPSLongitudeRef: "E", GPSLongitude: "2/1 17/1 4020/100" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Whether EXIF data points to a GPS block (tag 0x8825, in either byte order). */
export function hasGpsBlock(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

/** A valid PNG whose header claims `width` × `height` pixels: a decompression bomb's calling card. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } }).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/**
 * A valid PNG with bytes flipped inside its IDAT chunk: the header reads fine, the pixels do not.
 * With `fixCrc` the chunk's checksum is recomputed, so only the compressed stream is broken.
 */
export async function pngWithDamagedPixels({ fixCrc }: { fixCrc: boolean }): Promise<Buffer> {
  const png = Buffer.from(await sampleImage(300, 200, "png"));
  let at = 8;
  while (png.toString("latin1", at + 4, at + 8) !== "IDAT") at += 12 + png.readUInt32BE(at);
  const length = png.readUInt32BE(at);
  const from = at + 8 + Math.floor(length / 3);
  for (let index = from; index < from + 16; index += 1) png[index] = png[index]! ^ 0xff;
  if (fixCrc) png.writeUInt32BE(crc32(png.subarray(at + 4, at + 8 + length)), at + 8 + length);
  return png;
}

/** The first bytes of a 64-bit Linux executable, padded out. */
export function elfExecutable(): Buffer {
  const header = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0, 0, 0, 0, 0, 0, 0, 0, 0x02, 0x00, 0x3e, 0x00, 0x01, 0, 0, 0]);
  return Buffer.concat([header, Buffer.alloc(4096, 0x90)]);
}

/** An empty ZIP archive's end-of-directory record, to append to an image. */
export const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...Array<number>(18).fill(0)]);

export const HOSTILE_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="80" viewBox="0 0 120 80" onload="window.__svgRan=1">
  <script>window.__svgRan = 2</script>
  <defs><linearGradient id="sky"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#93c5fd"/></linearGradient>
  <circle id="dot" r="4" fill="#fff"/></defs>
  <rect width="120" height="80" fill="url(#sky)" onclick="window.__svgRan=3"/>
  <use href="#dot" x="20" y="20"/>
  <use xlink:href="https://evil.example/sprite.svg#icon"/>
  <foreignObject width="120" height="80"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:parent.__svgRan=4"></iframe></body></foreignObject>
  <a href="javascript:window.__svgRan=5"><text x="10" y="70">Click</text></a>
  <a xlink:href="https://evil.example/"><text x="60" y="70">Away</text></a>
  <image href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" width="10" height="10"/>
  <set attributeName="onmouseover" to="window.__svgRan=6"/>
</svg>`;
