import type { Logger } from "pino";
import type { DatabaseDialect } from "../db/database";
import type { AssetStorageConfig } from "./config";

/**
 * Several nodes may share one PostgreSQL database, but images on a node's own disk are served by
 * that node only: an image uploaded on one node would be missing (404) on the others. Said once at
 * start, where whoever sets up several nodes looks.
 */
export function warnWhenImagesStayOnThisNode(dialect: DatabaseDialect, storage: AssetStorageConfig, logger: Pick<Logger, "warn">): void {
  if (dialect !== "postgres" || storage.kind !== "local") return;
  logger.warn(
    `Images are stored on this node's disk (${storage.dir}); if several nodes share this PostgreSQL database, set S3_BUCKET or give them all one shared DATA_DIR, or images uploaded on one node are missing on the others`,
  );
}
