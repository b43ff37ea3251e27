import type { Db } from "~/features/projects/project-access.server";
import { ProjectError } from "~/features/projects/project-error";
import { ASSET_NOT_FOUND_MESSAGE, FOLDER_NOT_FOUND_MESSAGE } from "./asset-error-messages";

export async function findAssetForWrite(trx: Db, projectId: string, assetId: string) {
  const asset = await trx
    .selectFrom("assets")
    .select(["id", "fileName", "originalKey", "variants"])
    .where("id", "=", assetId)
    .where("projectId", "=", projectId)
    .executeTakeFirst();
  if (!asset) throw new ProjectError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
  return asset;
}

export async function findFolderForWrite(trx: Db, projectId: string, folderId: string) {
  const folder = await trx.selectFrom("assetFolders").select(["id", "name"]).where("id", "=", folderId).where("projectId", "=", projectId).executeTakeFirst();
  if (!folder) throw new ProjectError("NOT_FOUND", FOLDER_NOT_FOUND_MESSAGE);
  return folder;
}

/** Folder names are unique per project whatever their case, so "Logos" and "logos" cannot both exist. */
export async function assertFolderNameFree(trx: Db, projectId: string, name: string, exceptId?: string): Promise<void> {
  const folders = await trx.selectFrom("assetFolders").select(["id", "name"]).where("projectId", "=", projectId).execute();
  const taken = folders.some((folder) => folder.id !== exceptId && folder.name.toLocaleLowerCase("en") === name.toLocaleLowerCase("en"));
  if (taken) throw new ProjectError("CONFLICT", `There is already a folder called “${name}”.`, { name: `There is already a folder called “${name}”.` });
}
