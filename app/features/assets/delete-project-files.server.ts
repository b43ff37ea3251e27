import type { Logger } from "pino";
import type { Db } from "~/access/project-access.server";
import type { AssetStorage } from "./asset-storage";

/** Every stored file of a project's images: originals and resized variants. */
export async function projectFileKeys(db: Db, projectId: string): Promise<string[]> {
  const rows = await db.selectFrom("assets").select(["originalKey", "variants"]).where("projectId", "=", projectId).execute();
  return rows.flatMap((row) => [row.originalKey, ...row.variants.map((variant) => variant.key)]);
}

/**
 * Removes the files of a deleted project. Its rows are already gone, so a file that cannot be
 * removed now is only logged: it is unreachable and costs disk space, not correctness.
 */
export async function deleteProjectFiles(storage: AssetStorage, keys: readonly string[], logger: Pick<Logger, "warn">): Promise<void> {
  for (const key of keys) {
    await storage.delete(key).catch((error: unknown) => logger.warn({ err: error, key }, "could not delete a file of a deleted project"));
  }
}
