import type { AssetView } from "~/lib/asset-view";
import type { ResolvedImageSources } from "./image-sources";

export type ImageSources = {
  src: string;
  /** Absent for SVG, which has one scalable file. */
  srcset?: string;
  sizes?: string;
  width: number;
  height: number;
  placeholder: string | null;
};

type SourceAsset = Pick<AssetView, "url" | "variants" | "width" | "height" | "placeholder">;

/**
 * The <img> attributes for a library image: the WebP variants as `srcset` (browsers pick by
 * `sizes`), the largest variant as `src`, and the intrinsic size against layout shift. `sizes`
 * defaults to the full viewport width; pass the section's real layout when it is narrower.
 */
export function assetImageSources(asset: SourceAsset, sizes = "100vw"): ImageSources {
  const variants = [...asset.variants].sort((a, b) => a.width - b.width);
  const largest = variants.at(-1);
  if (!largest) return { src: asset.url, width: asset.width, height: asset.height, placeholder: asset.placeholder };
  return {
    src: largest.url,
    srcset: variants.map((variant) => `${variant.url} ${variant.width}w`).join(", "),
    sizes,
    width: asset.width,
    height: asset.height,
    placeholder: asset.placeholder,
  };
}

/** The same sources as the attributes `Picture` renders, for a site renderer's or the editor's image resolver. */
export function resolvedImageSources(asset: SourceAsset): ResolvedImageSources {
  const sources = assetImageSources(asset);
  return { src: sources.src, srcSet: sources.srcset, sizes: sources.sizes };
}
