import type { Db } from "~/access/project-access.server";
import { ASSET_NOT_FOUND_MESSAGE, FOLDER_NOT_FOUND_MESSAGE } from "./asset-error-messages";
import { AppError } from "~/lib/app-error";

export async function findAssetForWrite(trx: Db, projectId: string, assetId: string) {
  const asset = await trx
    .selectFrom("assets")
    .select(["id", "fileName", "originalKey", "variants"])
    .where("id", "=", assetId)
    .where("projectId", "=", projectId)
    .executeTakeFirst();
  if (!asset) throw new AppError("NOT_FOUND", ASSET_NOT_FOUND_MESSAGE);
  return asset;
}

export async function findFolderForWrite(trx: Db, projectId: string, folderId: string) {
  const folder = await trx.selectFrom("assetFolders").select(["id", "name"]).where("id", "=", folderId).where("projectId", "=", projectId).executeTakeFirst();
  if (!folder) throw new AppError("NOT_FOUND", FOLDER_NOT_FOUND_MESSAGE);
  return folder;
}

/** Folder names are unique per project whatever their case, so "Logos" and "logos" cannot both exist. */
export async function assertFolderNameFree(trx: Db, projectId: string, name: string, exceptId?: string): Promise<void> {
  const folders = await trx.selectFrom("assetFolders").select(["id", "name"]).where("projectId", "=", projectId).execute();
  const taken = folders.some((folder) => folder.id !== exceptId && folder.name.toLocaleLowerCase("en") === name.toLocaleLowerCase("en"));
  if (!taken) return;
  const message = `There is already a folder called “${name}”.`;
  throw new AppError("CONFLICT", message, { fieldErrors: { name: message } });
}
