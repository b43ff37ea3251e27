import type { AppDatabase } from "../db/database";
import { libraryImageSources } from "./features/assets/library-images.server";
import { runDueSchedules, type ScheduleRunOptions } from "./features/publishing/run-due-schedules.server";
import { pageCssBuilder } from "./features/publishing/site-stylesheet.server";

export type ScheduledPublishingInput = Pick<ScheduleRunOptions, "origin" | "readStoredFile" | "startedAt">;

/**
 * One round of scheduled publishing (docs/product.md#scheduled-publishing) with what the Publish
 * button uses: the site's CSS and the library images' variants. The server's worker reaches it
 * through the build's entry module, since publishing renders sections.
 */
export function runScheduledPublishing(database: AppDatabase, input: ScheduledPublishingInput): Promise<number> {
  return runDueSchedules(database, { ...input, cssBuilder: pageCssBuilder, libraryImages: libraryImageSources });
}
