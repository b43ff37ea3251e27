import type { AppLoadContext } from "react-router";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { headerAccess, listProjectMembers } from "~/access/project-members.server";
import { listAssets } from "./list-assets.server";
import { ACCEPTED_FORMATS_TEXT, SVG_MAX_BYTES } from "./sniff-upload.server";
import { AppError } from "~/lib/app-error";

/** `/project/{id}/assets`, after the route's project gate: the library as filtered by `?folder=` and `?q=`, with the limits the upload dialog states. */
export async function loadAssetsScreen(request: Request, context: AppLoadContext, { actor, project: grant }: ProjectAccess) {
  const projectId = grant.id;
  const db = context.database.db;
  const url = new URL(request.url);
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const requested = url.searchParams.get("folder") ?? "all";
  const project = await db.selectFrom("projects").select(["id", "name", "primaryColor"]).where("id", "=", projectId).executeTakeFirstOrThrow();
  let folder = requested;
  let library;
  try {
    library = await listAssets(db, actor, { projectId, search, folder });
  } catch (error) {
    // A malformed ?folder= (an edited address) shows everything rather than an error.
    if (!(error instanceof AppError && error.code === "INVALID")) throw error;
    folder = "all";
    library = await listAssets(db, actor, { projectId, search, folder });
  }
  const { uploadLimits } = context.config;
  const access = headerAccess(actor, grant.role, await listProjectMembers(db, projectId));
  return {
    project,
    access,
    publicHost: context.config.publicUrl.host,
    library,
    search,
    folder,
    folderMissing: folder !== "all" && folder !== "unfiled" && !library.folders.some((candidate) => candidate.id === folder),
    limits: {
      maxBytes: uploadLimits.maxBytes,
      maxPixels: uploadLimits.maxPixels,
      quotaBytes: uploadLimits.projectQuotaBytes,
      svgMaxBytes: SVG_MAX_BYTES,
      accepted: ACCEPTED_FORMATS_TEXT,
    },
  };
}

export type AssetsScreenData = Awaited<ReturnType<typeof loadAssetsScreen>>;
