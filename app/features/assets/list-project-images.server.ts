import { sql } from "kysely";
import { parseInput } from "~/lib/forms/parse-input";
import { projectKey, requireReadableProject, type Actor, type Db } from "~/access/project-access.server";
import type { AssetView } from "~/lib/asset-view";
import { ASSET_RECORD_COLUMNS, toAssetView } from "./asset-view";
import { assetListSchema } from "./schema";

const PICKER_LIMIT = 500;

/**
 * The images of a project for the editor's image picker (owner or admin), newest first, with
 * the folders to filter by. Lighter than the library screen: no usage scan.
 */
export async function listProjectImages(
  db: Db,
  actor: Actor,
  input: { projectId: string; search?: string; folder?: string },
): Promise<{ folders: Array<{ id: string; name: string }>; images: AssetView[] }> {
  const { search, folder } = parseInput(assetListSchema, input);
  const projectId = projectKey(input.projectId);
  await requireReadableProject(db, actor, projectId);
  let query = db.selectFrom("assets").select(ASSET_RECORD_COLUMNS).where("projectId", "=", projectId);
  if (folder === "unfiled") query = query.where("folderId", "is", null);
  else if (folder !== "all") query = query.where("folderId", "=", folder);
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query = query.where(sql<boolean>`lower(${sql.ref("fileName")}) like ${pattern} escape '\\'`);
  }
  const [rows, folders] = await Promise.all([
    query.orderBy("created", "desc").orderBy("id").limit(PICKER_LIMIT).execute(),
    db.selectFrom("assetFolders").select(["id", "name"]).where("projectId", "=", projectId).orderBy("name").execute(),
  ]);
  return { folders, images: rows.map(toAssetView) };
}

/**
 * Views of the given images of one project, by id, for rendering (publishing, previews). The
 * caller has already authorised `projectId`; ids of other projects are simply not found.
 */
export async function loadProjectImages(db: Db, projectId: string, assetIds: readonly string[]): Promise<Map<string, AssetView>> {
  const ids = [...new Set(assetIds)].filter((id) => /^[A-Za-z0-9]{1,64}$/.test(id));
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("assets")
    .select(ASSET_RECORD_COLUMNS)
    .where("projectId", "=", projectKey(projectId))
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((row) => [row.id, toAssetView(row)]));
}
