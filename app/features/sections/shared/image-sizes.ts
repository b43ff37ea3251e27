/**
 * `sizes` for images in the section layouts, so browsers fetch the variant a layout shows rather
 * than one as wide as the window. Sections are as wide as the page; `Container` is at most
 * 72rem (1152 px) with 20 px padding each side, 32 px from a 48rem (768 px) section up; two
 * columns leave a 48 px gap (64 px where the layout says so).
 */
const CONTENT_MAX = 1152 - 64;
const WIDE = `(min-width: ${1152}px)`;
const TWO_COLUMNS = "(min-width: 768px)";

export const IMAGE_SIZES = {
  /** The container's whole width. */
  container: `${WIDE} ${CONTENT_MAX}px, ${TWO_COLUMNS} calc(100vw - 64px), calc(100vw - 40px)`,
  /** One of two columns with a 48 px gap; one column below 768 px. */
  half: `${WIDE} ${(CONTENT_MAX - 48) / 2}px, ${TWO_COLUMNS} calc(50vw - 56px), calc(100vw - 40px)`,
  /** One of two columns with a 64 px gap. */
  halfWideGap: `${WIDE} ${(CONTENT_MAX - 64) / 2}px, ${TWO_COLUMNS} calc(50vw - 64px), calc(100vw - 40px)`,
  /** The studio hero's framed picture: at most 64rem, less its 8 px frame. */
  framed: `(min-width: 1088px) 1008px, ${TWO_COLUMNS} calc(100vw - 80px), calc(100vw - 56px)`,
  /** A grid with 16 px gaps, two columns from 576 px: sized for two, which a third column only narrows. */
  grid: `${WIDE} ${(CONTENT_MAX - 16) / 2}px, ${TWO_COLUMNS} calc(50vw - 40px), (min-width: 576px) calc(50vw - 28px), calc(100vw - 40px)`,
  /** A small avatar. */
  avatar: "56px",
} as const;
