import type { CSSProperties } from "react";

/** The grey-and-white squares drawn behind translucent colours so their alpha is visible. */
export const CHECKERBOARD: CSSProperties = {
  backgroundColor: "#ffffff",
  backgroundImage: "repeating-conic-gradient(#d4d4d4 0 25%, transparent 0 50%)",
  backgroundSize: "8px 8px",
};
