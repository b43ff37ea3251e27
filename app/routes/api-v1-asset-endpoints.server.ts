import { z } from "zod";
import { defineEndpoint } from "~/features/api/api-endpoint";
import { formatBytes } from "~/features/assets/file-refusal";
import { MAX_FILES_PER_REQUEST } from "~/features/assets/schema";
import { uploadAssets } from "~/features/assets/upload-assets.server";
import { uploadRequestMaxBytes } from "~/features/assets/upload-request.server";
import { AppError } from "~/lib/app-error";

// Image uploads of /api/v1 (docs/api.md): the assets screen's use case, checks, limits and storage.

const projectPath = z.object({ projectId: z.string().min(1).max(100) });

const asset = z.object({
  id: z.string(),
  folderId: z.string().nullable(),
  fileName: z.string(),
  contentType: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  altText: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
  placeholder: z.string().nullable(),
  created: z.string(),
});

const uploadResult = z.union([
  z.object({
    name: z.string(),
    ok: z.literal(true),
    asset,
    duplicate: z.boolean().meta({ description: "true when the same image was already in the project's library: `asset` is that image and nothing was stored again" }),
  }),
  z.object({ name: z.string(), ok: z.literal(false), error: z.string() }),
]);

export const assetEndpoints = [
  defineEndpoint({
    method: "POST",
    path: "/projects/{projectId}/assets",
    operationId: "uploadImages",
    summary: `Uploads up to ${MAX_FILES_PER_REQUEST} images (multipart field files, optional folderId) into the project's library, checked and resized as on the assets screen. 201 when at least one was stored, each file saying what happened to it; 400 when none was.`,
    tag: "Assets",
    scope: "assets:write",
    pathSchema: projectPath,
    multipartBody: {
      schema: z.object({ files: z.array(z.string().meta({ format: "binary" })).min(1).max(MAX_FILES_PER_REQUEST), folderId: z.string().optional() }),
      maxBytes: (context) => uploadRequestMaxBytes(context.config.uploadLimits),
    },
    status: 201,
    response: z.object({ files: z.array(uploadResult) }),
    async handle({ context, caller, path, form }) {
      const files = (form?.getAll("files") ?? []).filter((value): value is File => typeof value !== "string");
      if (files.length > MAX_FILES_PER_REQUEST) throw new AppError("INVALID", `Send at most ${MAX_FILES_PER_REQUEST} files at once.`);
      const folder = form?.get("folderId");
      const results = await uploadAssets({ db: context.database.db, storage: context.storage, limits: context.config.uploadLimits, logger: context.logger }, caller.actor, {
        projectId: path.projectId,
        folderId: typeof folder === "string" && folder ? folder : undefined,
        files: await Promise.all(files.map(async (file) => ({ name: file.name, bytes: Buffer.from(await file.arrayBuffer()) }))),
      });
      // Access is checked before anything else inside uploadAssets, so a stranger sending no file still gets the not-found answer.
      if (files.length === 0) throw new AppError("INVALID", `Choose at least one image (field files, up to ${formatBytes(context.config.uploadLimits.maxBytes)} each).`, { fieldErrors: { files: "Choose at least one image to upload." } });
      if (!results.some((result) => result.ok)) {
        const fieldErrors = Object.fromEntries(results.flatMap((result) => (result.ok ? [] : [[result.name, result.error]])));
        throw new AppError("INVALID", `No image was stored. ${Object.entries(fieldErrors).map(([name, error]) => `${name}: ${error}`).join(" ")}`, { fieldErrors });
      }
      return { body: { files: results } };
    },
  }),
];
