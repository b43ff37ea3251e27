import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { processRaster } from "./process-raster.server";
import { jpegWithLocation, sampleImage } from "./testing/sample-images";

const MAX_PIXELS = 50_000_000;
const keptByImport = async (bytes: Buffer, format: "jpeg" | "png") => (await processRaster(bytes, format, MAX_PIXELS, { keepCleanOriginal: true })).original.bytes.equals(bytes);

/** A JPEG with a comment segment (COM) right after its start marker. */
function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, "latin1");
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from([(body.length + 2) >> 8, (body.length + 2) & 0xff]), body]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** A PNG with a tEXt chunk right after IHDR. */
function withPngText(png: Buffer, text: string): Buffer {
  const data = Buffer.from(`Comment\0${text}`, "latin1");
  const typeAndData = Buffer.concat([Buffer.from("tEXt", "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  const afterHeader = 8 + 12 + 13;
  return Buffer.concat([png.subarray(0, afterHeader), length, typeAndData, crc, png.subarray(afterHeader)]);
}

describe("an imported image kept as it is", () => {
  it("is one the upload pipeline made, with nothing in it but the image", async () => {
    for (const format of ["jpeg", "png"] as const) {
      const stored = (await processRaster(await sampleImage(800, 600, format), format, MAX_PIXELS)).original.bytes;
      expect(await keptByImport(stored, format), format).toBe(true);
    }
  });

  it("is never one with metadata, a rotation, a comment or bytes after its end: those are encoded again", async () => {
    const jpeg = (await processRaster(await sampleImage(800, 600), "jpeg", MAX_PIXELS)).original.bytes;
    const png = (await processRaster(await sampleImage(400, 300, "png"), "png", MAX_PIXELS)).original.bytes;
    expect(await keptByImport(await jpegWithLocation(), "jpeg")).toBe(false);
    expect(await keptByImport(withJpegComment(jpeg, "shot at 48.85N 2.29E"), "jpeg")).toBe(false);
    expect(await keptByImport(Buffer.concat([jpeg, Buffer.from("<html><script>alert(1)</script>")]), "jpeg")).toBe(false);
    expect(await keptByImport(withPngText(png, "shot at 48.85N 2.29E"), "png")).toBe(false);
    expect(await keptByImport(Buffer.concat([png, Buffer.from("PK\x03\x04")]), "png")).toBe(false);
  });
});
