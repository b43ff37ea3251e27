import { fileTypeFromBuffer } from "file-type";
import { FileRefusal, formatBytes } from "./file-refusal";

export type RasterFormat = "jpeg" | "png" | "webp" | "gif" | "avif";
export type SniffedUpload = { kind: "raster"; format: RasterFormat } | { kind: "svg" };

const RASTER_BY_MIME: Record<string, RasterFormat> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
};

export const ACCEPTED_FORMATS_TEXT = "JPEG, PNG, WebP, GIF, AVIF or SVG";
/** jsdom parses SVG slowly (seconds per MB); bigger SVGs are nearly always bitmaps wrapped in XML. */
export const SVG_MAX_BYTES = 2 * 1024 * 1024;

// Markup a browser or server would run if the file were ever served as something else.
const EMBEDDED_MARKUP = /<(?:script|html|body|iframe|object|embed|svg)[\s/>]|<\?php/i;
const SVG_START = /^(?:\s*<\?xml[^>]*\?>)?(?:\s*<!--[\s\S]*?-->|\s*<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*\s*<svg[\s>]/i;

function looksLikeSvg(bytes: Buffer): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 64 * 1024)).replace(/^\uFEFF/, "");
  return SVG_START.test(head);
}

/** A ZIP archive appended to an image (the classic GIFAR/JAR polyglot) ends in a well-formed end-of-directory record. */
function endsWithZipDirectory(bytes: Buffer): boolean {
  const signature = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  const at = bytes.lastIndexOf(signature);
  if (at < from || at + 22 > bytes.length) return false;
  return at + 22 + bytes.readUInt16LE(at + 20) === bytes.length;
}

function otherFileInside(bytes: Buffer): string | null {
  if (endsWithZipDirectory(bytes)) return "a ZIP archive";
  if (bytes.subarray(0, 1024).includes("%PDF-")) return "a PDF document";
  if (EMBEDDED_MARKUP.test(bytes.toString("latin1"))) return "web page markup or a script";
  return null;
}

/** Decides by content alone (never by name or declared type) whether an upload is an image we take. */
export async function sniffUpload(bytes: Buffer, maxBytes: number): Promise<SniffedUpload> {
  if (bytes.length === 0) throw new FileRefusal("The file is empty.");
  if (bytes.length > maxBytes) {
    throw new FileRefusal(`The file is ${formatBytes(bytes.length)}; the limit is ${formatBytes(maxBytes)} per file.`);
  }
  const detected = await fileTypeFromBuffer(bytes);
  const raster = detected ? RASTER_BY_MIME[detected.mime] : undefined;
  if (raster) {
    const other = otherFileInside(bytes);
    if (other) throw new FileRefusal(`This image also contains ${other}, so it is refused. Export it again from an image editor.`);
    return { kind: "raster", format: raster };
  }
  if ((!detected || detected.mime === "application/xml") && looksLikeSvg(bytes)) {
    if (bytes.length > SVG_MAX_BYTES) {
      throw new FileRefusal(`SVG files can be at most ${formatBytes(SVG_MAX_BYTES)}. Save large pictures as JPEG, PNG or WebP instead.`);
    }
    return { kind: "svg" };
  }
  const found = detected ? ` Its content is ${detected.mime} (.${detected.ext}), whatever its name says.` : "";
  throw new FileRefusal(`This file is not an image we accept (${ACCEPTED_FORMATS_TEXT}).${found}`);
}
