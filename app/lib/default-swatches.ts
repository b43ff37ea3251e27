/**
 * The 16 default colour swatches (docs/product.md#colour-picker): black and white, then the palette (Tailwind's 500 shades
 * around the hue circle), and finally transparent.
 */
export const DEFAULT_SWATCHES: readonly string[] = [
  "#000000",
  "#ffffff",
  "#ef4444",
  "#f97316",
  "#f59e0b",
  "#eab308",
  "#84cc16",
  "#22c55e",
  "#14b8a6",
  "#06b6d4",
  "#3b82f6",
  "#6366f1",
  "#8b5cf6",
  "#a855f7",
  "#ec4899",
  "transparent",
];
