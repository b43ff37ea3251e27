import { libraryImageSources } from "../app/features/assets/library-images.server";
import type { createAssetStorage } from "../app/features/assets/create-asset-storage.server";
import type { ScheduleRunOptions } from "../app/features/publishing/run-due-schedules.server";
import { pageCssBuilder } from "../app/features/publishing/site-stylesheet.server";
import type { Config } from "./config";

/** What a scheduled publish needs, the same as the Publish button's: the site's origin, its CSS, images and favicon. */
export function scheduledPublishingOptions(config: Config, storage: ReturnType<typeof createAssetStorage>): Omit<ScheduleRunOptions, "startedAt"> {
  return {
    origin: config.publicUrl.origin,
    cssBuilder: pageCssBuilder,
    libraryImages: libraryImageSources,
    readStoredFile: async (key) => {
      const file = await storage.get(key);
      return file ? Buffer.concat(await file.body.toArray()) : null;
    },
  };
}
