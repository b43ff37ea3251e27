import type { z } from "zod";
import { parseInput } from "~/lib/forms/parse-input";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { ASSET_NOT_FOUND_MESSAGE } from "./asset-error-messages";
import { findFolderForWrite } from "./asset-rules.server";
import { assetMoveSchema } from "./schema";
import { AppError } from "~/lib/app-error";

/** Puts images into a folder, or into no folder; all of them or, if one is missing, none. */
export async function moveAssets(
  db: Db,
  actor: Actor,
  input: { projectId: string } & z.input<typeof assetMoveSchema>,
): Promise<{ moved: number; folderName: string | null }> {
  const { assetIds, folderId } = parseInput(assetMoveSchema, input);
  const ids = [...new Set(assetIds)];
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const folder = folderId ? await findFolderForWrite(trx, projectId, folderId) : null;
    const result = await trx
      .updateTable("assets")
      .set({ folderId: folder?.id ?? null, updated: now })
      .where("projectId", "=", projectId)
      .where("id", "in", ids)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== ids.length) throw new AppError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
    return { moved: ids.length, folderName: folder?.name ?? null };
  });
}
