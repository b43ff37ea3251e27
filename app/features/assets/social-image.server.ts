import sharp from "sharp";
import type { Db } from "~/access/project-access.server";
import type { AssetStorage } from "./asset-storage";

/** The size sites' share cards are drawn at (docs/product.md#page-settings). */
export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

export type SocialImage = { key: string; width: number; height: number };

/** Where an original's share card is kept: beside it, named after it, so deleting the image finds it. */
export function socialImageKeyOf(originalKey: string): string {
  return originalKey.replace(/\.[a-z]+$/, `-social-${SOCIAL_IMAGE_WIDTH}x${SOCIAL_IMAGE_HEIGHT}.jpg`);
}

/**
 * A 1200×630 JPEG crop of one of the project's bitmap images, for `og:image`: made with sharp the
 * first time a publish asks for it (its key follows from the original's, which never changes), then
 * reused. Null when the image is gone or is an SVG, so the page is published without one.
 */
export async function socialImageOf(deps: { db: Db; storage: AssetStorage }, projectId: string, assetId: string): Promise<SocialImage | null> {
  const asset = await deps.db.selectFrom("assets").select(["originalKey", "contentType"]).where("id", "=", assetId).where("projectId", "=", projectId).executeTakeFirst();
  if (!asset || asset.contentType === "image/svg+xml") return null;
  const key = socialImageKeyOf(asset.originalKey);
  const image = { key, width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT };
  if (await deps.storage.exists(key)) return image;
  const original = await deps.storage.get(asset.originalKey);
  if (!original) return null;
  const bytes = Buffer.concat(await original.body.toArray());
  const card = await sharp(bytes, { animated: false }).resize(SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT, { fit: "cover", position: "attention" }).flatten({ background: "#ffffff" }).jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  await deps.storage.put(key, card);
  return image;
}
