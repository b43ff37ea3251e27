import type { Logger } from "pino";
import type { Db } from "~/access/project-access.server";
import type { PagewrightLoadContext } from "~/load-context";
import { FileRefusal } from "~/features/assets/file-refusal";
import { prepareImage } from "~/features/assets/prepare-image.server";
import type { ImportDeps } from "~/features/portability/import-project.server";
import { AppError } from "~/lib/app-error";

type UploadLimits = PagewrightLoadContext["config"]["uploadLimits"];

// Room for the manifest beside the images: pages, modules and sections are text.
const MANIFEST_ALLOWANCE_BYTES = 16 * 1024 * 1024;

/** The largest import request: a project's whole storage quota of images and the manifest, in one multipart form. */
export function importBodyLimit(limits: UploadLimits): number {
  return limits.projectQuotaBytes + MANIFEST_ALLOWANCE_BYTES + 1024 * 1024;
}

/**
 * What an import needs of the rest of the app: the assets feature checks and processes each image
 * exactly as an upload (content sniffing, SVG sanitising, decoding, variants), so an imported
 * file is never trusted more than an uploaded one; only a bitmap with nothing to strip keeps its bytes.
 */
export function importDeps(deps: { db: Db; storage: PagewrightLoadContext["storage"]; limits: UploadLimits; logger: Pick<Logger, "warn"> }): ImportDeps {
  return {
    db: deps.db,
    storage: deps.storage,
    logger: deps.logger,
    quotaBytes: deps.limits.projectQuotaBytes,
    archiveLimits: { maxUncompressedBytes: deps.limits.projectQuotaBytes + MANIFEST_ALLOWANCE_BYTES, maxEntries: 5_002, maxRatio: 200 },
    prepareImage: async (bytes, projectId) => {
      try {
        // An export's originals were stored by an upload already: kept byte for byte when clean.
        return await prepareImage(bytes, deps.limits, projectId, { keepCleanOriginal: true });
      } catch (error) {
        if (error instanceof FileRefusal) throw new AppError("INVALID", error.message);
        throw error;
      }
    },
  };
}
