import type { StoredSection } from "../../../db/stored-values";
import type { Actor } from "~/access/project-access.server";
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, IMAGES_FOLDER, type ProjectManifest } from "./export-format";
import { importProjectFiles, type ImportDeps } from "./import-project.server";

/** A page to start from, home first, and an image its sections name by `assetId`, with the file an upload would bring. */
export type StartingPage = { slug: string; title: string; sections: readonly StoredSection[] };
export type StartingImage = { id: string; fileName: string; altText: string; bytes: Buffer };

function extensionOf(fileName: string): string {
  return fileName.slice(fileName.lastIndexOf(".") + 1).toLowerCase();
}

/**
 * A new project from pages and the images they show (a built-in template's, decision 0042), made
 * as an import is: every section checked, every image checked, sanitised and stored in the new
 * project's library exactly as an upload, the sections pointed at those copies, and nothing left
 * behind when any of it is refused. The project arrives unpublished.
 */
export async function createProjectFromPages(
  deps: ImportDeps,
  actor: Actor,
  input: { id: string; name: string; primaryColor: string; pages: readonly StartingPage[]; images: readonly StartingImage[] },
): Promise<{ id: string }> {
  const now = new Date().toISOString();
  const pageIds = input.pages.map((_, index) => `page${index + 1}`);
  const images = input.images.map((image) => ({ ...image, file: `${IMAGES_FOLDER}${image.id}.${extensionOf(image.fileName)}` }));
  const manifest: ProjectManifest = {
    format: EXPORT_FORMAT,
    version: EXPORT_FORMAT_VERSION,
    exportedAt: now,
    exportedFrom: "a template",
    project: {
      id: input.id,
      name: input.name,
      primaryColor: input.primaryColor,
      homePageId: pageIds[0] ?? null,
      settings: { seoTitle: null, seoDescription: null, faviconImageId: null, socialLinks: [], leadNotificationEmail: null, contactEmail: null, contactPhone: null, contactAddress: null, typography: null },
      created: now,
      updated: now,
    },
    pages: input.pages.map((page, index) => ({ id: pageIds[index] ?? `page${index + 1}`, slug: page.slug, title: page.title, position: index + 1, seo: {}, sections: [...page.sections], created: now, updated: now })),
    modules: [],
    folders: [],
    images: images.map(({ id, fileName, altText, file }) => ({ id, folderId: null, fileName, altText, file, created: now })),
    publications: [],
  };
  const files = new Map(images.map((image) => [image.file, image.bytes]));
  const { id } = await importProjectFiles(deps, actor, { manifest, files, id: input.id });
  return { id };
}
