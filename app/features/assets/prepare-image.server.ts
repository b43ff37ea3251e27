import type { UploadLimits } from "../../../server/config";
import { createFairLimiter, IMAGE_PROCESSING_SLOTS } from "./processing-queue.server";
import { processRaster, type ProcessedImage } from "./process-raster.server";
import { sniffUpload } from "./sniff-upload.server";
import { readSvgWithinLimits } from "./svg-markup-limits.server";
import { sanitiseSvg } from "./svg-sanitiser.server";

// One image per project at a time, projects taking turns: a partner uploading many heavy images
// waits for their own, never holds up another partner's.
const processingSlot = createFairLimiter(IMAGE_PROCESSING_SLOTS);

/**
 * Checks an upload by content and turns it into the files to store; throws FileRefusal with the
 * reason. The cheap checks run at once; the processing waits for a slot of the project's turn.
 */
export async function prepareImage(
  bytes: Buffer,
  limits: Pick<UploadLimits, "maxBytes" | "maxPixels">,
  projectId: string,
  options: { keepCleanOriginal?: boolean } = {},
): Promise<ProcessedImage> {
  const sniffed = await sniffUpload(bytes, limits.maxBytes);
  if (sniffed.kind === "raster") return processingSlot(projectId, () => processRaster(bytes, sniffed.format, limits.maxPixels, options));
  const text = readSvgWithinLimits(bytes);
  const clean = await processingSlot(projectId, () => sanitiseSvg(text));
  return {
    original: { bytes: clean.svg, extension: "svg", contentType: "image/svg+xml" },
    width: clean.width,
    height: clean.height,
    variants: [],
    placeholder: null,
  };
}
