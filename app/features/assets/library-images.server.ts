import { resolvedImageSources } from "~/features/sections/shared/asset-image-sources";
import { loadProjectImages } from "./list-project-images.server";
import type { Db } from "~/access/project-access.server";
import { imageSourcesById, type ResolvedImageSources } from "~/features/sections/shared/image-sources";

/** Every `assetId` anywhere in some sections' content: the library images they show. */
export function referencedAssetIds(sections: readonly unknown[]): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      for (const [key, entry] of Object.entries(value)) {
        if (key === "assetId" && typeof entry === "string") ids.add(entry);
        else visit(entry);
      }
    }
  };
  visit(sections);
  return [...ids];
}

/**
 * The resized variants of the library images a project's sections show, as `srcset` for
 * published pages. An image whose asset was deleted keeps the address it was saved with.
 */
export async function libraryImageSources(db: Db, projectId: string, sections: readonly unknown[]) {
  return imageSourcesById(await libraryImageSourcesById(db, projectId, sections));
}

/** The same sources by asset id, as data the editor's preview can be sent with. */
export async function libraryImageSourcesById(db: Db, projectId: string, sections: readonly unknown[]): Promise<Record<string, ResolvedImageSources>> {
  const assets = await loadProjectImages(db, projectId, referencedAssetIds(sections));
  return Object.fromEntries([...assets].map(([id, asset]) => [id, resolvedImageSources(asset)]));
}
