import { Readable } from "node:stream";
import yazl from "yazl";
import { requireOwnedProject, type Actor, type Db } from "~/access/project-access.server";
import type { PagewrightLoadContext } from "~/load-context";
import { MODULE_REFERENCE_TYPE } from "~/features/sections/module-reference";
import type { StoredSection } from "../../../db/stored-values";
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, IMAGES_FOLDER, MANIFEST_FILE, type ExportedQrCode, type ProjectManifest } from "./export-format";
import { siteLanguageOf } from "~/lib/site-languages";

type AssetStorage = PagewrightLoadContext["storage"];

/** The image's file in the archive: its id and the stored original's extension. */
function imageFileName(id: string, originalKey: string): string {
  return `${IMAGES_FOLDER}${id}.${originalKey.slice(originalKey.lastIndexOf(".") + 1)}`;
}

/** Sections with their content's version written out: stored sections without one are version 1 (app/features/sections/README.md). */
function withVersions(sections: readonly StoredSection[]): StoredSection[] {
  return sections.map((section) => (section.type === MODULE_REFERENCE_TYPE ? section : { ...section, version: section.version ?? 1 }));
}

/**
 * The project's QR codes that still answer, their targets below the project (`/shop/about` →
 * `/about`, the home page `/`) so an import under another id points them at its own pages.
 */
function exportedQrCodes(projectId: string, rows: readonly { code: string; target: string; label: string; retargetedAt: Date | null; created: Date }[]): ExportedQrCode[] {
  const prefix = `/${projectId}`;
  return rows.flatMap((row) => {
    const isPath = row.target.startsWith("/");
    if (isPath && row.target !== prefix && !row.target.startsWith(`${prefix}/`)) return [];
    const target = isPath ? row.target.slice(prefix.length) || "/" : row.target;
    return [{ code: row.code, target, label: row.label, retargeted: row.retargetedAt !== null, created: row.created.toISOString() }];
  });
}

/** Everything of a project the format holds, read in one transaction so it is one consistent moment. */
export async function readProjectManifest(db: Db, projectId: string, exportedFrom: string): Promise<{ manifest: ProjectManifest; files: Map<string, string> }> {
  return db.transaction().execute(async (trx) => {
    const project = await trx.selectFrom("projects").selectAll().where("id", "=", projectId).executeTakeFirstOrThrow();
    const pages = await trx.selectFrom("pages").selectAll().where("projectId", "=", projectId).orderBy("position").orderBy("id").execute();
    const modules = await trx.selectFrom("modules").selectAll().where("projectId", "=", projectId).orderBy("slug").execute();
    const folders = await trx.selectFrom("assetFolders").select(["id", "name"]).where("projectId", "=", projectId).orderBy("name").execute();
    const assets = await trx.selectFrom("assets").selectAll().where("projectId", "=", projectId).orderBy("created").orderBy("id").execute();
    const publications = await trx.selectFrom("publications").select(["id", "number", "created", "changeSummary"]).where("projectId", "=", projectId).orderBy("number").execute();
    const qrCodes = await trx
      .selectFrom("qrCodes")
      .select(["code", "target", "label", "retargetedAt", "created"])
      .where("projectId", "=", projectId)
      .where("deletedAt", "is", null)
      .orderBy("created")
      .orderBy("code")
      .execute();
    const localizations = await trx.selectFrom("pageLocalizations").selectAll().where("projectId", "=", projectId).orderBy("language").execute();
    const redirects = await trx.selectFrom("projectRedirects").select(["fromPath", "toTarget", "status"]).where("projectId", "=", projectId).orderBy("fromPath").execute();
    const files = new Map(assets.map((asset) => [imageFileName(asset.id, asset.originalKey), asset.originalKey]));
    const { settings } = project;
    const manifest: ProjectManifest = {
      format: EXPORT_FORMAT,
      version: EXPORT_FORMAT_VERSION,
      exportedAt: new Date().toISOString(),
      exportedFrom,
      project: {
        id: project.id,
        name: project.name,
        primaryColor: project.primaryColor,
        homePageId: project.homePageId,
        notFoundPageId: project.notFoundPageId,
        settings: {
          seoTitle: settings.seoTitle,
          seoDescription: settings.seoDescription,
          faviconImageId: settings.faviconAssetId,
          socialLinks: settings.socialLinks,
          leadNotificationEmail: settings.leadNotificationEmail,
          contactEmail: settings.contactEmail ?? null,
          contactPhone: settings.contactPhone ?? null,
          contactAddress: settings.contactAddress ?? null,
          typography: settings.typography ?? null,
          isPrimaryExact: settings.isPrimaryExact ?? false,
          language: siteLanguageOf(settings.language).tag,
          languages: settings.languages ?? [],
        },
        created: project.created.toISOString(),
        updated: project.updated.toISOString(),
      },
      pages: pages.map((page) => ({
        id: page.id,
        slug: page.slug,
        title: page.title,
        position: page.position,
        seo: page.seo,
        sections: withVersions(page.sections),
        localizations: localizations
          .filter((localization) => localization.pageId === page.id)
          .map((localization) => ({
            language: localization.language,
            slug: localization.slug,
            title: localization.title,
            seo: localization.seo,
            texts: localization.texts,
            translated: localization.translatedAt !== null,
            updated: localization.updated.toISOString(),
          })),
        created: page.created.toISOString(),
        updated: page.updated.toISOString(),
      })),
      modules: modules.map((module) => ({
        id: module.id,
        slug: module.slug,
        name: module.name,
        sections: withVersions(module.sections),
        // Only when set, so a module embeddable anywhere exports as before.
        ...(module.embedHosts ? { embedHosts: module.embedHosts } : {}),
        created: module.created.toISOString(),
        updated: module.updated.toISOString(),
      })),
      folders,
      images: assets.map((asset) => ({
        id: asset.id,
        folderId: asset.folderId,
        fileName: asset.fileName,
        altText: asset.altText,
        file: imageFileName(asset.id, asset.originalKey),
        created: asset.created.toISOString(),
      })),
      publications: publications.map((publication) => ({
        number: publication.number,
        publishedAt: publication.created.toISOString(),
        isLive: publication.id === project.livePublicationId,
        changeSummary: publication.changeSummary,
      })),
      // Drafts, as the redirects screen keeps them (decision 0032); site passwords stay behind (docs/project-export-format.md).
      redirects: redirects.map((redirect) => ({ from: redirect.fromPath, to: redirect.toTarget, status: Number(redirect.status) === 302 ? 302 : 301 })),
      // Printed codes travel with the project; deleted ones and the scan figures stay behind (decision 0045).
      qrCodes: exportedQrCodes(project.id, qrCodes),
    };
    return { manifest, files };
  });
}

/**
 * Leaves out images whose stored file is gone (a failed disk, a bucket emptied by hand): the rest
 * of the project still exports, and its sections keep naming them as a published page would.
 */
export async function withoutMissingFiles(storage: AssetStorage, manifest: ProjectManifest, files: Map<string, string>): Promise<{ manifest: ProjectManifest; files: Map<string, string> }> {
  const present = new Map<string, string>();
  for (const [file, key] of files) if (await storage.exists(key)) present.set(file, key);
  if (present.size === files.size) return { manifest, files };
  const images = manifest.images.filter((image) => present.has(image.file));
  const favicon = manifest.project.settings.faviconImageId;
  const faviconImageId = favicon && images.some((image) => image.id === favicon) ? favicon : null;
  return { manifest: { ...manifest, images, project: { ...manifest.project, settings: { ...manifest.project.settings, faviconImageId } } }, files: present };
}

/**
 * GET /project/{id}/export: the project as one zip, the manifest first and then each image's
 * stored original, streamed from storage one at a time. Only the owner may take a project away
 * (docs/product.md#portability); an admin is told the project is read-only.
 */
export async function exportProject(
  deps: { db: Db; storage: AssetStorage; origin: string },
  actor: Actor,
  projectId: string,
): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  const { id } = await requireOwnedProject(deps.db, actor, projectId);
  const read = await readProjectManifest(deps.db, id, deps.origin);
  const { manifest, files } = await withoutMissingFiles(deps.storage, read.manifest, read.files);
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2), "utf8"), MANIFEST_FILE);
  for (const [file, key] of files) {
    // Images are compressed already: storing them saves time and costs nothing.
    zip.addReadStreamLazy(file, { compress: false }, (done) => {
      deps.storage.get(key).then(
        (stored) => (stored ? done(null, stored.body) : done(new Error(`the stored file ${key} is missing`), Readable.from([]))),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), Readable.from([])),
      );
    });
  }
  zip.end();
  const date = manifest.exportedAt.slice(0, 10);
  return { fileName: `${id}-export-${date}.zip`, body: Readable.toWeb(zip.outputStream as Readable) as ReadableStream<Uint8Array> };
}
