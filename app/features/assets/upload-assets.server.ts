import { createHash } from "node:crypto";
import type { Logger } from "pino";
import type { UploadLimits } from "../../../server/config";
import { projectKey, requireOwnedProject, writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { randomString } from "~/lib/random-string";
import { FOLDER_NOT_FOUND_MESSAGE, STORE_FAILED_MESSAGE } from "./asset-error-messages";
import type { AssetStorage } from "./asset-storage";
import type { AssetView } from "~/lib/asset-view";
import { ASSET_RECORD_COLUMNS, toAssetView, type AssetRecord } from "./asset-view";
import { FileRefusal } from "./file-refusal";
import { prepareImage } from "./prepare-image.server";
import type { ProcessedImage } from "./process-raster.server";
import { uploadedFileName } from "./schema";
import { assertRoomFor } from "./storage-quota.server";
import { AppError } from "~/lib/app-error";

export type UploadDeps = { db: Db; storage: AssetStorage; limits: UploadLimits; logger: Pick<Logger, "error" | "warn" | "info"> };
export type UploadedFile = { name: string; bytes: Buffer };
/** `duplicate`: the same image was already in the project's library; `asset` is that one, nothing was stored again. */
export type UploadResult = { name: string; ok: true; asset: AssetView; duplicate: boolean } | { name: string; ok: false; error: string };

function contentHash(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}

function contentKey(prefix: string, label: string, bytes: Buffer, extension: string): string {
  // The content's hash in the key makes every key immutable, so /media can cache it forever.
  return `${prefix}/${label}-${contentHash(bytes)}.${extension}`;
}

/**
 * The project's image whose kept original has these bytes. Preparing an upload is deterministic,
 * so the same file uploaded again keeps the same original, and its hash is in the original's key
 * (images stored before this check are found too).
 */
async function findSameImage(db: Db, projectId: string, original: { bytes: Buffer; extension: string }): Promise<AssetRecord | undefined> {
  return db
    .selectFrom("assets")
    .select(ASSET_RECORD_COLUMNS)
    .where("projectId", "=", projectId)
    .where("originalKey", "like", `%/original-${contentHash(original.bytes)}.${original.extension}`)
    .orderBy("created")
    .executeTakeFirst();
}

async function assertWritable(db: Db, actor: Actor, projectId: string): Promise<void> {
  await requireOwnedProject(db, actor, projectId, "edit-content");
}

async function assertFolder(db: Db, projectId: string, folderId: string | undefined): Promise<void> {
  if (!folderId) return;
  const folder = await db.selectFrom("assetFolders").select("id").where("id", "=", folderId).where("projectId", "=", projectId).executeTakeFirst();
  if (!folder) throw new AppError("NOT_FOUND", FOLDER_NOT_FOUND_MESSAGE);
}

async function removeWritten(deps: UploadDeps, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => deps.storage.delete(key).catch((cleanupError: unknown) => deps.logger.warn({ err: cleanupError, key }, "could not remove a file of an upload not kept"))));
}

async function storeOne(deps: UploadDeps, actor: Actor, projectId: string, folderId: string | undefined, file: UploadedFile): Promise<{ asset: AssetView; duplicate: boolean }> {
  const image: ProcessedImage = await prepareImage(file.bytes, deps.limits, projectId);
  const same = await findSameImage(deps.db, projectId, image.original);
  if (same) return { asset: toAssetView(same), duplicate: true };
  const storedBytes = image.original.bytes.length + image.variants.reduce((sum, variant) => sum + variant.bytes.length, 0);
  await assertRoomFor(deps.db, projectId, storedBytes, deps.limits.projectQuotaBytes);

  const id = randomString(20);
  const prefix = `${projectId}/${id}`;
  const originalKey = contentKey(prefix, "original", image.original.bytes, image.original.extension);
  const variants = image.variants.map((variant) => ({
    width: variant.width,
    key: contentKey(prefix, `w${variant.width}`, variant.bytes, "webp"),
    bytes: variant.bytes,
  }));
  const written: string[] = [];
  try {
    // Files first, then the row: a row never points at a missing file, and a failure removes
    // whatever was already written.
    for (const file of [{ key: originalKey, bytes: image.original.bytes }, ...variants]) {
      await deps.storage.put(file.key, file.bytes);
      written.push(file.key);
    }
    const row = await writeProjectContent(deps.db, actor, projectId, async (trx, { now }) => {
      // Checked again under the project's write lock: parallel uploads cannot both squeeze in, and
      // the same image sent twice at once is kept once.
      const stored = await findSameImage(trx, projectId, image.original);
      if (stored) return { duplicateOf: stored };
      await assertRoomFor(trx, projectId, storedBytes, deps.limits.projectQuotaBytes);
      await assertFolder(trx, projectId, folderId);
      const values = {
        id,
        projectId,
        folderId: folderId ?? null,
        fileName: uploadedFileName(file.name),
        contentType: image.original.contentType,
        bytes: image.original.bytes.length,
        storedBytes,
        width: image.width,
        height: image.height,
        originalKey,
        variants: variants.map((variant) => ({ width: variant.width, key: variant.key, bytes: variant.bytes.length })),
        placeholder: image.placeholder,
        altText: "",
        created: now,
        updated: now,
      };
      await trx.insertInto("assets").values(values).execute();
      return values;
    });
    if ("duplicateOf" in row) {
      await removeWritten(deps, written);
      return { asset: toAssetView(row.duplicateOf), duplicate: true };
    }
    return { asset: toAssetView(row), duplicate: false };
  } catch (error) {
    await removeWritten(deps, written);
    throw error;
  }
}

/**
 * Checks, processes and stores each file on its own: one refused file does not stop the others,
 * and each answer says what happened to its file. Whole-request problems (no access, unknown
 * folder) throw AppError before any file is looked at.
 */
export async function uploadAssets(
  deps: UploadDeps,
  actor: Actor,
  input: { projectId: string; folderId?: string | undefined; files: UploadedFile[] },
): Promise<UploadResult[]> {
  const projectId = projectKey(input.projectId);
  await assertWritable(deps.db, actor, projectId);
  await assertFolder(deps.db, projectId, input.folderId);
  const results: UploadResult[] = [];
  for (const file of input.files) {
    const name = uploadedFileName(file.name);
    try {
      results.push({ name, ok: true, ...(await storeOne(deps, actor, projectId, input.folderId, file)) });
    } catch (error) {
      if (error instanceof FileRefusal) {
        // The partner's file, not a fault of ours: worth a line for support, never an alert.
        deps.logger.info({ projectId, file: name, reason: error.message, err: error.cause }, "upload refused");
        results.push({ name, ok: false, error: error.message });
      } else if (error instanceof AppError) {
        results.push({ name, ok: false, error: error.message });
      } else {
        deps.logger.error({ err: error, projectId, file: name }, "upload failed");
        results.push({ name, ok: false, error: STORE_FAILED_MESSAGE });
      }
    }
  }
  return results;
}
