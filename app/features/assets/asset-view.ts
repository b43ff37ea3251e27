import type { AssetVariant } from "../../../db/stored-values";
import type { AssetView } from "~/lib/asset-view";

/** Where /media serves a stored file. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/** Where an image shows: a page or module (as saved), the settings' favicon, or the live publication. */
export type AssetUsage = { kind: "page" | "module" | "settings" | "live"; id: string; slug: string; title: string };

/** An asset as its row holds it: the view's facts, with the stored files' keys instead of their addresses. */
export type AssetRecord = Omit<AssetView, "url" | "thumbnailUrl" | "variants" | "created"> & {
  originalKey: string;
  variants: AssetVariant[];
  created: Date;
};

export const ASSET_RECORD_COLUMNS = [
  "id",
  "folderId",
  "fileName",
  "contentType",
  "bytes",
  "width",
  "height",
  "altText",
  "originalKey",
  "variants",
  "placeholder",
  "created",
] as const;

export function toAssetView(record: AssetRecord): AssetView {
  const variants = [...record.variants].sort((a, b) => a.width - b.width);
  const thumbnail = variants.find((variant) => variant.width >= 320) ?? variants.at(-1);
  return {
    id: record.id,
    folderId: record.folderId,
    fileName: record.fileName,
    contentType: record.contentType,
    bytes: Number(record.bytes),
    width: Number(record.width),
    height: Number(record.height),
    altText: record.altText,
    url: mediaUrl(record.originalKey),
    thumbnailUrl: mediaUrl(thumbnail?.key ?? record.originalKey),
    variants: variants.map((variant) => ({ width: variant.width, url: mediaUrl(variant.key) })),
    placeholder: record.placeholder,
    created: record.created.toISOString(),
  };
}
