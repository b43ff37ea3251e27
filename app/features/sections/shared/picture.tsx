import type { Image } from "../content-fields";
import { cx } from "./class-names";

/** An image with its intrinsic size, so the page does not shift while it loads. */
export function Picture(props: { image: Image | null; className?: string; eager?: boolean; decorative?: boolean }) {
  if (!props.image) return null;
  const { src, alt, width, height } = props.image;
  return (
    <img
      src={src}
      alt={props.decorative ? "" : alt}
      width={width}
      height={height}
      loading={props.eager ? "eager" : "lazy"}
      decoding="async"
      className={cx("h-auto max-w-full", props.className)}
    />
  );
}
