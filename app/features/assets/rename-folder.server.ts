import type { z } from "zod";
import { parseInput } from "~/lib/forms/parse-input";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { assertFolderNameFree, findFolderForWrite } from "./asset-rules.server";
import { folderNameSchema } from "./schema";

export async function renameFolder(
  db: Db,
  actor: Actor,
  input: { projectId: string; folderId: string } & z.input<typeof folderNameSchema>,
): Promise<{ id: string; name: string }> {
  const { name } = parseInput(folderNameSchema, input);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId }) => {
    const folder = await findFolderForWrite(trx, projectId, input.folderId);
    await assertFolderNameFree(trx, projectId, name, folder.id);
    await trx.updateTable("assetFolders").set({ name }).where("id", "=", folder.id).execute();
    return { id: folder.id, name };
  });
}
