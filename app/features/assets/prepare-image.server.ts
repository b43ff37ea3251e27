import type { UploadLimits } from "../../../server/config";
import { createLimiter } from "./processing-queue.server";
import { processRaster, type ProcessedImage } from "./process-raster.server";
import { sniffUpload } from "./sniff-upload.server";
import { sanitiseSvg } from "./svg-sanitiser.server";

// Two images at a time: enough to keep a multi-file upload moving, few enough that libuv's four
// threads stay free for file and network work of other requests.
const processingSlot = createLimiter(2);

/** Checks an upload by content and turns it into the files to store; throws FileRefusal with the reason. */
export function prepareImage(bytes: Buffer, limits: Pick<UploadLimits, "maxBytes" | "maxPixels">): Promise<ProcessedImage> {
  return processingSlot(async () => {
    const sniffed = await sniffUpload(bytes, limits.maxBytes);
    if (sniffed.kind === "raster") return processRaster(bytes, sniffed.format, limits.maxPixels);
    const clean = await sanitiseSvg(bytes);
    return {
      original: { bytes: clean.svg, extension: "svg", contentType: "image/svg+xml" },
      width: clean.width,
      height: clean.height,
      variants: [],
      placeholder: null,
    };
  });
}
