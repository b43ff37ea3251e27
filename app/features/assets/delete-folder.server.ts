import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { findFolderForWrite } from "./asset-rules.server";

/** Deletes a folder; its images stay in the library, in no folder. */
export async function deleteFolder(
  db: Db,
  actor: Actor,
  input: { projectId: string; folderId: string },
): Promise<{ name: string; movedImages: number }> {
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const folder = await findFolderForWrite(trx, projectId, input.folderId);
    const moved = await trx.updateTable("assets").set({ folderId: null, updated: now }).where("folderId", "=", folder.id).executeTakeFirst();
    await trx.deleteFrom("assetFolders").where("id", "=", folder.id).execute();
    return { name: folder.name, movedImages: Number(moved.numUpdatedRows) };
  });
}
