import type { Metadata } from "sharp";
import type { RasterFormat } from "./sniff-upload.server";

// What processRaster would take out of an image: any metadata block, a colour profile, a rotation
// to apply, and any byte the image's own format does not need (comments, private chunks, data
// after the end). An image with none of these is kept byte for byte: an export's originals are
// already what an upload stored, and encoding them again would change them at every round trip.

/** JPEG markers an encoder needs: frames (SOF0–SOF15 except JPG and DAC), tables, scans, restarts, DNL, EOI. */
function isNeededJpegMarker(marker: number): boolean {
  const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
  return isFrame || marker === 0xc4 || marker === 0xdb || marker === 0xdd || marker === 0xda || marker === 0xdc;
}

function jpegHasOnlyImageData(bytes: Buffer): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return false;
  let at = 2;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xd9) return at + 2 === bytes.length;
    if (!isNeededJpegMarker(marker) || at + 4 > bytes.length) return false;
    at += 2 + bytes.readUInt16BE(at + 2);
    if (marker !== 0xda) continue;
    // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
    while (at + 1 < bytes.length && !(bytes[at] === 0xff && bytes[at + 1] !== 0x00 && ((bytes[at + 1] ?? 0) < 0xd0 || (bytes[at + 1] ?? 0) > 0xd7))) at += 1;
  }
  return false;
}

const NEEDED_PNG_CHUNKS = new Set(["IHDR", "PLTE", "tRNS", "pHYs", "IDAT", "IEND"]);

function pngHasOnlyImageData(bytes: Buffer): boolean {
  let at = 8;
  while (at + 12 <= bytes.length) {
    const type = bytes.toString("latin1", at + 4, at + 8);
    if (!NEEDED_PNG_CHUNKS.has(type)) return false;
    at += 12 + bytes.readUInt32BE(at);
    if (type === "IEND") return at === bytes.length;
  }
  return false;
}

const NEEDED_WEBP_CHUNKS = new Set(["VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF"]);

function webpHasOnlyImageData(bytes: Buffer): boolean {
  if (bytes.length < 12 || bytes.readUInt32LE(4) + 8 !== bytes.length) return false;
  let at = 12;
  while (at + 8 <= bytes.length) {
    if (!NEEDED_WEBP_CHUNKS.has(bytes.toString("latin1", at, at + 4))) return false;
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return at === bytes.length;
}

/** GIF: after the screen descriptor, images, graphic controls and the looping extension only, then the trailer as the last byte. */
function gifHasOnlyImageData(bytes: Buffer): boolean {
  const colourTable = (flags: number) => ((flags & 0x80) !== 0 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  const skipSubBlocks = (from: number) => {
    let at = from;
    while (at < bytes.length && bytes[at] !== 0) at += 1 + (bytes[at] ?? 0);
    return at + 1;
  };
  if (bytes.length < 14) return false;
  let at = 13 + colourTable(bytes[10] ?? 0);
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x3b) return at + 1 === bytes.length;
    if (block === 0x2c) {
      at = skipSubBlocks(at + 10 + colourTable(bytes[at + 9] ?? 0) + 1);
    } else if (block === 0x21 && bytes[at + 1] === 0xf9) {
      at = skipSubBlocks(at + 2);
    } else if (block === 0x21 && bytes[at + 1] === 0xff && bytes.toString("latin1", at + 3, at + 14) === "NETSCAPE2.0") {
      at = skipSubBlocks(at + 2);
    } else {
      return false;
    }
  }
  return false;
}

const NEEDED_AVIF_BOXES = new Set(["ftyp", "meta", "mdat"]);

/** AVIF: only the file type, the item description (sharp reports any Exif or XMP item in it) and the data, filling the file exactly. */
function avifHasOnlyImageData(bytes: Buffer): boolean {
  let at = 0;
  while (at + 8 <= bytes.length) {
    const size = bytes.readUInt32BE(at);
    if (size < 8 || !NEEDED_AVIF_BOXES.has(bytes.toString("latin1", at + 4, at + 8))) return false;
    at += size;
  }
  return at === bytes.length;
}

const STRUCTURE_CHECKS: Record<RasterFormat, (bytes: Buffer) => boolean> = {
  jpeg: jpegHasOnlyImageData,
  png: pngHasOnlyImageData,
  webp: webpHasOnlyImageData,
  gif: gifHasOnlyImageData,
  avif: avifHasOnlyImageData,
};

/** Whether `bytes` (already decoded once by sharp into `metadata`) hold nothing processRaster would remove or change. */
export function carriesNothingToStrip(bytes: Buffer, format: RasterFormat, metadata: Metadata): boolean {
  const metadataFree = !metadata.exif && !metadata.xmp && !metadata.iptc && !metadata.icc && !metadata.hasProfile && !metadata.comments?.length;
  const upright = metadata.orientation === undefined || metadata.orientation === 1;
  const sRgb = metadata.space === "srgb" || metadata.space === "b-w";
  return metadataFree && upright && sRgb && STRUCTURE_CHECKS[format](bytes);
}
