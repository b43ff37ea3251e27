import type { Image } from "../content-fields";
import { cx } from "./class-names";

/**
 * An image with its intrinsic size, so the page does not shift while it loads. `priority` marks
 * the page's first large image (the hero's), which the browser should fetch before anything else.
 */
export function Picture(props: { image: Image | null; className?: string; eager?: boolean; priority?: boolean; decorative?: boolean }) {
  if (!props.image) return null;
  const { src, alt, width, height } = props.image;
  return (
    <img
      src={src}
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
