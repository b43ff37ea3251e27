import type { AppLoadContext } from "react-router";
import { redirectWithFlash } from "~/lib/forms/flash.server";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { formatBytes } from "./file-refusal";
import { parseFormWithin, UnreadableFormError } from "~/lib/read-form-data";
import { BodyTooLargeError } from "~/lib/read-limited-body";
import { MAX_FILES_PER_REQUEST } from "./schema";
import { uploadAssets, type UploadResult } from "./upload-assets.server";
import { AppError, httpStatusOf, type AppErrorCode } from "~/lib/app-error";

// Multipart boundaries and headers around the files.
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/** The most an upload request may weigh: the screen's and the API's (docs/product.md#assets). */
export function uploadRequestMaxBytes(limits: { maxBytes: number }): number {
  return MAX_FILES_PER_REQUEST * limits.maxBytes + FORM_OVERHEAD_BYTES;
}

function uploadRefusal(code: AppErrorCode, message: string): Response {
  return Response.json({ error: message }, { status: httpStatusOf(code) });
}

function summary(results: UploadResult[]): string {
  const stored = results.filter((result) => result.ok && !result.duplicate).length;
  const already = results.flatMap((result) => (result.ok && result.duplicate ? [`${result.name} is already in the library as “${result.asset.fileName}”, so it was not stored again.`] : []));
  const refused = results.length - stored - already.length;
  const images = (count: number) => `${count} ${count === 1 ? "image" : "images"}`;
  const reasons = results.flatMap((result) => (result.ok ? [] : [`${result.name}: ${result.error}`]));
  return [`Uploaded ${images(stored)}${refused ? `; ${refused} refused` : ""}.`, ...already, ...reasons].join(" ");
}

/**
 * POST /project/{id}/assets/upload, multipart with `files` (one or more) and optional `folderId`.
 * Scripts ask for JSON and get `{files: [{name, ok, asset | error}]}`; a plain form post (no
 * JavaScript) is sent back to the assets screen with a summary. The route has passed the project gate.
 */
export async function handleUploadRequest(request: Request, context: AppLoadContext, { actor, project: { id: projectId } }: ProjectAccess): Promise<Response> {
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");
  const limits = context.config.uploadLimits;
  let form: FormData;
  try {
    form = await parseFormWithin(request, uploadRequestMaxBytes(limits));
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      return uploadRefusal("TOO_LARGE", `This upload is too large. Send at most ${MAX_FILES_PER_REQUEST} files of up to ${formatBytes(limits.maxBytes)} each.`);
    }
    if (error instanceof UnreadableFormError) return uploadRefusal("INVALID", "The upload could not be read. Try again.");
    throw error;
  }
  const files = form.getAll("files").filter((value): value is File => typeof value !== "string");
  if (files.length === 0) return uploadRefusal("INVALID", "Choose at least one image to upload.");
  if (files.length > MAX_FILES_PER_REQUEST) return uploadRefusal("INVALID", `Send at most ${MAX_FILES_PER_REQUEST} files at once.`);
  const folder = form.get("folderId");
  try {
    const results = await uploadAssets(
      { db: context.database.db, storage: context.storage, limits, logger: context.logger },
      actor,
      {
        projectId,
        folderId: typeof folder === "string" && folder ? folder : undefined,
        files: await Promise.all(files.map(async (file) => ({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) }))),
      },
    );
    if (wantsJson) return Response.json({ files: results });
    return redirectWithFlash(`/project/${projectId}/assets`, summary(results));
  } catch (error) {
    if (error instanceof AppError) return uploadRefusal(error.code, error.message);
    throw error;
  }
}
