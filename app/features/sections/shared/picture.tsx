import type { Image } from "../content-fields";
import { isThemedExample, ThemedExample } from "../defaults/themed-examples";
import { cx } from "./class-names";
import { useImageSources } from "./image-sources";

/**
 * An image with its intrinsic size, so the page does not shift while it loads. `priority` marks
 * the page's first large image (the hero's), which the browser should fetch before anything else.
 * `sizes` is the width the layout gives the image (shared/image-sizes.ts); without it, the window's.
 */
export function Picture(props: { image: Image | null; className?: string; eager?: boolean; priority?: boolean; decorative?: boolean; sizes?: string }) {
  if (!props.image) return null;
  // The starter's example scene is drawn in the theme's colours rather than loaded as a file.
  if (!props.image.assetId && isThemedExample(props.image.src)) {
    return <ThemedExample src={props.image.src} label={props.decorative ? "" : props.image.alt} className={cx("h-auto max-w-full", props.className)} />;
  }
  return <SizedImage {...props} image={props.image} />;
}

function SizedImage(props: { image: Image; className?: string; eager?: boolean; priority?: boolean; decorative?: boolean; sizes?: string }) {
  const { alt, width, height } = props.image;
  const { src, srcSet, sizes } = useImageSources(props.image);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (props.sizes ?? sizes) : undefined}
      alt={props.decorative ? "" : alt}
      width={width}
      height={height}
      loading={props.eager || props.priority ? "eager" : "lazy"}
      fetchPriority={props.priority ? "high" : undefined}
      decoding="async"
      className={cx("h-auto max-w-full", props.className)}
    />
  );
}
