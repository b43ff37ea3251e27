import { createHash } from "node:crypto";
import type { Logger } from "pino";
import type { Actor, Db } from "~/access/project-access.server";
import type { PagewrightLoadContext } from "~/load-context";
import { AppError } from "~/lib/app-error";
import { normalizeProjectId, projectIdFormatProblem, projectIdTakenMessage } from "~/lib/project-id";
import { checkProjectManifest, type ImportProblem, type ValidManifest } from "./check-project-manifest";
import { importQrCodes, type RenumberedQrCode } from "./import-qr-codes.server";
import { readProjectArchive, type ArchiveLimits } from "./read-project-archive.server";
import { siteLanguageOf } from "~/lib/site-languages";
import { insertLocalizations } from "./import-localizations.server";
import { freshIds, newRecordId, remapSections, type IdMap } from "./remap-imported-ids";
import type { PageSeo } from "../../../db/stored-values";

type AssetStorage = PagewrightLoadContext["storage"];

/** An image checked and processed as an upload is (the assets feature makes it; the route passes it in). */
export type PreparedImage = {
  original: { bytes: Buffer; extension: string; contentType: string };
  width: number;
  height: number;
  variants: Array<{ width: number; bytes: Buffer }>;
  placeholder: string | null;
};

export type ImportDeps = {
  db: Db;
  storage: AssetStorage;
  logger: Pick<Logger, "warn">;
  archiveLimits: ArchiveLimits;
  /** The project's storage quota: an import brings at most this many bytes of images. */
  quotaBytes: number;
  /** Checks one image by content as an upload is checked and makes its variants; throws AppError when it is refused. */
  prepareImage: (bytes: Buffer, projectId: string) => Promise<PreparedImage>;
};

/** The refusal of an import, with every problem found: `fieldErrors` maps each path in the file to its message. */
export function importRefusal(problems: readonly ImportProblem[]): AppError {
  const shown = problems.slice(0, 50);
  const more = problems.length - shown.length;
  const message = `This file cannot be imported: ${problems.length === 1 ? "1 problem" : `${problems.length} problems`} found${more > 0 ? ` (the first ${shown.length} are listed)` : ""}.`;
  return new AppError("INVALID", message, { fieldErrors: Object.fromEntries(shown.map((problem) => [problem.path, problem.message])) });
}

function storedKey(projectId: string, imageId: string, label: string, bytes: Buffer, extension: string): string {
  // As uploads are keyed (the content's hash makes every key immutable for /media).
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  return `${projectId}/${imageId}/${label}-${hash}.${extension}`;
}

type StoredImage = { oldId: string; id: string; originalKey: string; variants: { width: number; key: string; bytes: number }[]; storedBytes: number; prepared: PreparedImage };

async function targetId(db: Db, manifest: ValidManifest, chosen: string | undefined): Promise<string> {
  const id = normalizeProjectId(chosen?.trim() || manifest.project.id);
  const problem = projectIdFormatProblem(id);
  if (problem) throw new AppError("INVALID", problem, { fieldErrors: { id: problem } });
  const taken = await db.selectFrom("projects").select("id").where("id", "=", id).executeTakeFirst();
  if (taken) throw new AppError("CONFLICT", projectIdTakenMessage(id), { fieldErrors: { id: projectIdTakenMessage(id) } });
  return id;
}

async function prepareImages(deps: ImportDeps, manifest: ValidManifest, files: ReadonlyMap<string, Buffer>, projectId: string): Promise<StoredImage[]> {
  const prepared: StoredImage[] = [];
  const problems: ImportProblem[] = [];
  for (const [index, image] of manifest.images.entries()) {
    try {
      const result = await deps.prepareImage(files.get(image.file) ?? Buffer.alloc(0), projectId);
      const id = newRecordId();
      const originalKey = storedKey(projectId, id, "original", result.original.bytes, result.original.extension);
      const variants = result.variants.map((variant) => ({ width: variant.width, key: storedKey(projectId, id, `w${variant.width}`, variant.bytes, "webp"), bytes: variant.bytes.length }));
      const storedBytes = result.original.bytes.length + variants.reduce((sum, variant) => sum + variant.bytes, 0);
      prepared.push({ oldId: image.id, id, originalKey, variants, storedBytes, prepared: result });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.push({ path: `images[${index}].file`, message: error.message });
    }
  }
  const total = prepared.reduce((sum, image) => sum + image.storedBytes, 0);
  if (total > deps.quotaBytes) problems.push({ path: "images", message: `The images take ${total} bytes; a project may keep at most ${deps.quotaBytes}.` });
  if (problems.length > 0) throw importRefusal(problems);
  return prepared;
}

/** A page's SEO settings with its social image, when the archive has it, as the imported copy's id. */
function importedSeo({ socialImageAssetId, ...seo }: ValidManifest["pages"][number]["seo"], ids: IdMap): PageSeo {
  const image = socialImageAssetId ? ids.images.get(socialImageAssetId)?.id : undefined;
  return image ? { ...seo, socialImageAssetId: image } : seo;
}

async function insertRows(trx: Db, actor: Actor, projectId: string, manifest: ValidManifest, images: readonly StoredImage[], ids: IdMap): Promise<RenumberedQrCode[]> {
  const now = new Date();
  const { project } = manifest;
  const homePageId = ids.pages.get(project.homePageId ?? manifest.pages[0]?.id ?? "") ?? null;
  const { faviconImageId, typography, ...settings } = project.settings;
  await trx
    .insertInto("projects")
    .values({
      id: projectId,
      ownerId: actor.userId,
      name: project.name,
      primaryColor: project.primaryColor.toLowerCase(),
      homePageId,
      notFoundPageId: project.notFoundPageId ? (ids.pages.get(project.notFoundPageId) ?? null) : null,
      settings: {
        ...settings,
        faviconAssetId: faviconImageId ? (ids.images.get(faviconImageId)?.id ?? null) : null,
        ...(typography ? { typography } : {}),
        ...(settings.languages ? { languages: settings.languages.map((added) => ({ tag: siteLanguageOf(added.tag).tag, published: added.published })) } : {}),
      },
      livePublicationId: null,
      lastPublishedAt: null,
      created: now,
      updated: now,
    })
    .execute();
  // The person importing owns the copy (docs/product.md#members); an export carries no members.
  await trx.insertInto("projectMembers").values({ projectId, userId: actor.userId, role: "owner", created: now }).execute();
  for (const folder of manifest.folders) {
    await trx.insertInto("assetFolders").values({ id: ids.folders.get(folder.id) ?? newRecordId(), projectId, name: folder.name, created: now }).execute();
  }
  const byOldId = new Map(images.map((image) => [image.oldId, image]));
  for (const image of manifest.images) {
    const stored = byOldId.get(image.id);
    if (!stored) continue;
    const { prepared } = stored;
    await trx
      .insertInto("assets")
      .values({
        id: stored.id,
        projectId,
        folderId: image.folderId ? (ids.folders.get(image.folderId) ?? null) : null,
        fileName: image.fileName,
        contentType: prepared.original.contentType,
        bytes: prepared.original.bytes.length,
        storedBytes: stored.storedBytes,
        width: prepared.width,
        height: prepared.height,
        originalKey: stored.originalKey,
        variants: stored.variants,
        placeholder: prepared.placeholder,
        altText: image.altText,
        created: new Date(image.created),
        updated: now,
      })
      .execute();
  }
  for (const page of manifest.pages) {
    const id = ids.pages.get(page.id) ?? newRecordId();
    const row = { id, projectId, slug: page.slug, title: page.title, position: page.position, sections: remapSections(page.sections, ids), seo: importedSeo(page.seo, ids), version: 1, created: new Date(page.created), updated: new Date(page.updated) };
    await trx.insertInto("pages").values(row).execute();
  }
  await insertLocalizations(trx, projectId, manifest, (page) => ({ id: ids.pages.get(page.id) ?? "", seo: (seo) => importedSeo(seo, ids) }), now);
  for (const module of manifest.modules) {
    const id = ids.modules.get(module.id) ?? newRecordId();
    await trx.insertInto("modules").values({ id, projectId, slug: module.slug, name: module.name, sections: remapSections(module.sections, ids), embedHosts: module.embedHosts ?? null, version: 1, created: new Date(module.created), updated: new Date(module.updated) }).execute();
  }
  for (const redirect of manifest.redirects ?? []) {
    await trx.insertInto("projectRedirects").values({ projectId, fromPath: redirect.from, toTarget: redirect.to, status: redirect.status, created: now }).execute();
  }
  return importQrCodes(trx, projectId, manifest.qrCodes ?? [], now);
}

/**
 * POST /project-import: recreates an exported project for the actor under the file's id or the
 * chosen one (docs/product.md#portability). The archive and every record are checked before
 * anything is written; the images' files are written next, then every row in one transaction, and
 * when that fails the files written are removed again, so a refused or failed import leaves
 * nothing behind. Publications are not recreated: the project arrives unpublished (decision 0026).
 */
/** An imported project: its id and name, and the QR codes that were taken here and got new codes (decision 0045). */
export type ImportedProject = { id: string; name: string; renumberedQrCodes: RenumberedQrCode[] };

export async function importProject(deps: ImportDeps, actor: Actor, input: { archive: Buffer; id?: string | undefined }): Promise<ImportedProject> {
  const archive = await readProjectArchive(input.archive, deps.archiveLimits);
  return importProjectFiles(deps, actor, { manifest: archive.manifest, files: archive.files, id: input.id });
}

/**
 * An import from a manifest and its images' files, however they were read (an uploaded archive, a
 * saved template's copies in storage): checked, then written as `importProject` says.
 */
export async function importProjectFiles(deps: ImportDeps, actor: Actor, input: { manifest: unknown; files: ReadonlyMap<string, Buffer>; id?: string | undefined }): Promise<ImportedProject> {
  const checked = checkProjectManifest(input.manifest, input.files);
  if (!checked.ok) throw importRefusal(checked.problems);
  const { manifest } = checked;
  const projectId = await targetId(deps.db, manifest, input.id);
  const images = await prepareImages(deps, manifest, input.files, projectId);
  const ids: IdMap = {
    pages: freshIds(manifest.pages.map((page) => page.id)),
    modules: freshIds(manifest.modules.map((module) => module.id)),
    folders: freshIds(manifest.folders.map((folder) => folder.id)),
    images: new Map(images.map((image) => [image.oldId, { id: image.id, src: `/media/${image.originalKey}` }])),
  };
  const written: string[] = [];
  let renumberedQrCodes: RenumberedQrCode[] = [];
  try {
    for (const image of images) {
      const files = [{ key: image.originalKey, bytes: image.prepared.original.bytes }, ...image.variants.map((variant, index) => ({ key: variant.key, bytes: image.prepared.variants[index]?.bytes ?? Buffer.alloc(0) }))];
      for (const file of files) {
        await deps.storage.put(file.key, file.bytes);
        written.push(file.key);
      }
    }
    await deps.db.transaction().execute(async (trx) => {
      // Checked again inside the transaction: the primary key settles two imports racing for one id.
      const taken = await trx.selectFrom("projects").select("id").where("id", "=", projectId).executeTakeFirst();
      if (taken) throw new AppError("CONFLICT", projectIdTakenMessage(projectId), { fieldErrors: { id: projectIdTakenMessage(projectId) } });
      renumberedQrCodes = await insertRows(trx, actor, projectId, manifest, images, ids);
    });
  } catch (error) {
    for (const key of written) await deps.storage.delete(key).catch((cleanupError: unknown) => deps.logger.warn({ err: cleanupError, key }, "could not remove a file of a failed import"));
    throw error;
  }
  return { id: projectId, name: manifest.project.name, renumberedQrCodes };
}
