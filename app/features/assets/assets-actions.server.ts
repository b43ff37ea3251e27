import { data, type AppLoadContext } from "react-router";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import { failure, formValues, runIntent, UNKNOWN_INTENT_MESSAGE } from "~/lib/forms/form-action.server";
import { parseInput } from "~/lib/forms/parse-input";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { createFolder } from "./create-folder.server";
import { deleteAsset } from "./delete-asset.server";
import { deleteFolder } from "./delete-folder.server";
import { moveAssets } from "./move-assets.server";
import { renameAsset } from "./rename-asset.server";
import { renameFolder } from "./rename-folder.server";
import { altTextSchema, assetRenameSchema } from "./schema";
import { setAssetAltText } from "./set-asset-alt-text.server";
import { readFormData } from "~/lib/read-form-data";
import { AppError } from "~/lib/app-error";

/** What a background post (from a fetcher) answers when it worked; the screen toasts `message`. */
export type AssetActionSuccess = { ok: true; intent: string; message: string };

const DIALOG_PARAMS = ["modal", "directory"];

/** The screen as it was (search, folder) without the dialog that posted. */
function screenUrl(request: Request, changes: Record<string, string | null> = {}): string {
  const url = new URL(request.url);
  for (const param of DIALOG_PARAMS) url.searchParams.delete(param);
  for (const [param, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(param);
    else url.searchParams.set(param, value);
  }
  return url.pathname + url.search;
}

/** A background post: its success as data for the fetcher, its refusal as the usual form failure. */
async function runInBackground(intent: string, values: Record<string, string>, work: () => Promise<string>) {
  try {
    const body: AssetActionSuccess = { ok: true, intent, message: await work() };
    return data(body);
  } catch (error) {
    if (error instanceof AppError) return failure(intent, error.status, error.message, error.fieldErrors, values);
    throw error;
  }
}

function images(count: number): string {
  return `${count} ${count === 1 ? "image" : "images"}`;
}

/** The assets screen's posts, after the route's project gate: folders from the directory dialog, image edits from the grid. */
export async function handleAssetsAction(request: Request, context: AppLoadContext, { actor, project: { id: projectId } }: ProjectAccess) {
  const db = context.database.db;
  const form = await readFormData(request, context.config.bodyLimits.formBytes);
  const values = formValues(form);
  const intent = values.intent ?? "";
  const target = { projectId };
  switch (intent) {
    case "create-folder":
      return runIntent(intent, values, async () => {
        const folder = await createFolder(db, actor, { ...target, name: values.name ?? "" });
        return redirectWithFlash(screenUrl(request, { folder: folder.id, q: null }), `Folder “${folder.name}” created.`);
      });
    case "rename-folder":
      return runIntent(intent, values, async () => {
        const folder = await renameFolder(db, actor, { ...target, folderId: values.folderId ?? "", name: values.name ?? "" });
        return redirectWithFlash(screenUrl(request), `Folder renamed to “${folder.name}”.`);
      });
    case "delete-folder":
      return runIntent(intent, values, async () => {
        const folderId = values.folderId ?? "";
        const { name, movedImages } = await deleteFolder(db, actor, { ...target, folderId });
        const viewing = new URL(request.url).searchParams.get("folder") === folderId;
        const kept = movedImages ? ` Its ${images(movedImages)} are now in no folder.` : "";
        return redirectWithFlash(screenUrl(request, viewing ? { folder: null } : {}), `Folder “${name}” deleted.${kept}`);
      });
    case "save-image-details":
      return runInBackground(intent, values, async () => {
        // Both fields are checked before either is saved, so a refusal changes nothing.
        parseInput(assetRenameSchema.extend(altTextSchema.shape), values);
        const assetId = values.assetId ?? "";
        await renameAsset(db, actor, { ...target, assetId, fileName: values.fileName ?? "" });
        await setAssetAltText(db, actor, { ...target, assetId, altText: values.altText ?? "" });
        return "Image details saved.";
      });
    case "move-assets":
      return runInBackground(intent, values, async () => {
        const assetIds = form.getAll("assetIds").filter((value): value is string => typeof value === "string");
        const { moved, folderName } = await moveAssets(db, actor, { ...target, assetIds, folderId: values.folderId });
        return folderName ? `Moved ${images(moved)} to “${folderName}”.` : `Moved ${images(moved)} out of their folder.`;
      });
    case "delete-asset":
      return runInBackground(intent, values, async () => {
        const { fileName } = await deleteAsset({ db, storage: context.storage, logger: context.logger }, actor, {
          ...target,
          assetId: values.assetId ?? "",
          confirm: values.confirm ?? "",
        });
        return `“${fileName}” deleted.`;
      });
    default:
      return failure(intent, 400, UNKNOWN_INTENT_MESSAGE, {}, values);
  }
}
