import { sql } from "kysely";
import type { z } from "zod";
import { parseInput } from "~/lib/forms/parse-input";
import { grantCan, projectKey, requireReadableProject, type Actor, type Db } from "~/access/project-access.server";
import type { AssetView } from "~/lib/asset-view";
import { ASSET_RECORD_COLUMNS, toAssetView, type AssetUsage } from "./asset-view";
import { findAssetUsage } from "./find-asset-usage.server";
import { assetListSchema } from "./schema";
import { projectStorageUsed } from "./storage-quota.server";

export type ListAssetsInput = { projectId: string } & z.input<typeof assetListSchema>;
export type FolderView = { id: string; name: string; count: number };
export type LibraryAsset = AssetView & { usage: AssetUsage[] };
export type AssetLibrary = {
  folders: FolderView[];
  assets: LibraryAsset[];
  /** More images match than the list holds: the newest are shown. */
  truncated: boolean;
  /** Images in the whole project, and those in no folder, whatever the filter. */
  totalCount: number;
  unfiledCount: number;
  storageUsed: number;
  canEdit: boolean;
};

const LIST_LIMIT = 1000;

function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The project's image library for a member who sees the project, or an admin: folders, then images newest first, filtered. */
export async function listAssets(db: Db, actor: Actor, input: ListAssetsInput): Promise<AssetLibrary> {
  const { search, folder } = parseInput(assetListSchema, input);
  const projectId = projectKey(input.projectId);
  const project = await requireReadableProject(db, actor, projectId);

  let query = db.selectFrom("assets").select(ASSET_RECORD_COLUMNS).where("projectId", "=", projectId);
  if (folder === "unfiled") query = query.where("folderId", "is", null);
  else if (folder !== "all") query = query.where("folderId", "=", folder);
  if (search) {
    const pattern = likePattern(search);
    query = query.where(sql<boolean>`(lower(${sql.ref("fileName")}) like ${pattern} escape '\\' or lower(${sql.ref("altText")}) like ${pattern} escape '\\')`);
  }
  const [rows, folders, counts, usage, storageUsed] = await Promise.all([
    query.orderBy("created", "desc").orderBy("id").limit(LIST_LIMIT + 1).execute(),
    db.selectFrom("assetFolders").select(["id", "name"]).where("projectId", "=", projectId).execute(),
    db
      .selectFrom("assets")
      .select((eb) => ["folderId", eb.fn.countAll<number | string>().as("count")])
      .where("projectId", "=", projectId)
      .groupBy("folderId")
      .execute(),
    findAssetUsage(db, projectId),
    projectStorageUsed(db, projectId),
  ]);
  const countOf = new Map(counts.map((row) => [row.folderId, Number(row.count)]));
  return {
    folders: folders
      .map((row) => ({ id: row.id, name: row.name, count: countOf.get(row.id) ?? 0 }))
      .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base", numeric: true })),
    assets: rows.slice(0, LIST_LIMIT).map((row) => ({ ...toAssetView(row), usage: usage.get(row.id) ?? [] })),
    truncated: rows.length > LIST_LIMIT,
    totalCount: [...countOf.values()].reduce((sum, count) => sum + count, 0),
    unfiledCount: countOf.get(null) ?? 0,
    storageUsed,
    canEdit: grantCan(project, "edit-content"),
  };
}
