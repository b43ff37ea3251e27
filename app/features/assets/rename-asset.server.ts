import type { z } from "zod";
import { parseInput } from "~/lib/forms/parse-input";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { findAssetForWrite } from "./asset-rules.server";
import { assetRenameSchema } from "./schema";

/** Changes the name shown in the library; stored files and their addresses stay as they are. */
export async function renameAsset(
  db: Db,
  actor: Actor,
  input: { projectId: string; assetId: string } & z.input<typeof assetRenameSchema>,
): Promise<{ fileName: string }> {
  const { fileName } = parseInput(assetRenameSchema, input);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const asset = await findAssetForWrite(trx, projectId, input.assetId);
    await trx.updateTable("assets").set({ fileName, updated: now }).where("id", "=", asset.id).execute();
    return { fileName };
  });
}
