import type { AssetStorageConfig } from "../../../server/config";
import type { AssetStorage } from "./asset-storage";
import { createLocalDiskStorage } from "./local-disk-storage.server";
import { createS3Storage } from "./s3-storage.server";

export function createAssetStorage(config: AssetStorageConfig): AssetStorage {
  return config.kind === "s3" ? createS3Storage(config) : createLocalDiskStorage(config.dir);
}
