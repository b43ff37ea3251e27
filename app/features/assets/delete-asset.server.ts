import type { Logger } from "pino";
import type { z } from "zod";
import { parseInput } from "~/lib/forms/parse-input";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import type { AssetStorage } from "./asset-storage";
import type { AssetUsage } from "./asset-view";
import { findAssetForWrite } from "./asset-rules.server";
import { describeUsage, findAssetUsage } from "./find-asset-usage.server";
import { assetDeleteSchema } from "./schema";
import { socialImageKeyOf } from "./social-image.server";
import { AppError } from "~/lib/app-error";

export type DeleteAssetDeps = { db: Db; storage: AssetStorage; logger: Pick<Logger, "warn"> };

/**
 * Deletes an image and its files. An image that pages, modules or the settings use is refused
 * (CONFLICT, naming them) unless `confirm` says to delete it anyway.
 */
export async function deleteAsset(
  deps: DeleteAssetDeps,
  actor: Actor,
  input: { projectId: string } & z.input<typeof assetDeleteSchema>,
): Promise<{ fileName: string; usage: AssetUsage[] }> {
  const { assetId, confirm } = parseInput(assetDeleteSchema, input);
  const deleted = await writeProjectContent(deps.db, actor, input.projectId, async (trx, { projectId }) => {
    const asset = await findAssetForWrite(trx, projectId, assetId);
    const usage = (await findAssetUsage(trx, projectId)).get(asset.id) ?? [];
    if (usage.length && !confirm) {
      throw new AppError("CONFLICT", `“${asset.fileName}” is used on ${describeUsage(usage)}. Confirm to delete it anyway; those places will show no image.`);
    }
    await trx.deleteFrom("assets").where("id", "=", asset.id).execute();
    return { asset, usage };
  });
  // Files go after the row is gone: a failure here leaves an unreferenced file, never a broken row.
  const keys = [deleted.asset.originalKey, socialImageKeyOf(deleted.asset.originalKey), ...deleted.asset.variants.map((variant) => variant.key)];
  await Promise.all(
    keys.map((key) => deps.storage.delete(key).catch((error: unknown) => deps.logger.warn({ err: error, key }, "could not delete a file of a deleted image"))),
  );
  return { fileName: deleted.asset.fileName, usage: deleted.usage };
}
