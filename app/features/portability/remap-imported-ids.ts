import type { StoredSection } from "../../../db/stored-values";
import { MODULE_REFERENCE_TYPE } from "~/features/sections/module-reference";
import { randomString } from "~/lib/random-string";

/** What an imported image is stored as: its new id and the address its original is served at. */
export type ImportedImage = { id: string; src: string };

/** Old id → new id of every record an import recreates; row ids are unique across the installation, so an import never reuses one. */
export type IdMap = { pages: Map<string, string>; modules: Map<string, string>; folders: Map<string, string>; images: Map<string, ImportedImage> };

export function newRecordId(): string {
  return randomString(20);
}

export function freshIds(ids: readonly string[]): Map<string, string> {
  return new Map(ids.map((id) => [id, newRecordId()]));
}

/** A copy of some content where every library image (`{assetId, src, …}`) names its imported copy; images the file did not carry keep what they had. */
function remapImages(value: unknown, images: IdMap["images"]): unknown {
  if (Array.isArray(value)) return value.map((entry) => remapImages(entry, images));
  if (!value || typeof value !== "object") return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, remapImages(entry, images)]));
  const imported = typeof copy.assetId === "string" ? images.get(copy.assetId) : undefined;
  return imported ? { ...copy, assetId: imported.id, src: imported.src } : copy;
}

/** The sections of an imported page or module, pointing at the imported modules and images. */
export function remapSections(sections: readonly StoredSection[], ids: IdMap): StoredSection[] {
  return sections.map((section) => {
    if (section.type === MODULE_REFERENCE_TYPE) {
      const moduleId = String(section.props.moduleId);
      return { ...section, props: { ...section.props, moduleId: ids.modules.get(moduleId) ?? moduleId } };
    }
    return { ...section, props: remapImages(section.props, ids.images) as Record<string, unknown> };
  });
}
