/** A light checkerboard behind image previews, so transparent areas read as transparent. */
export const CHECKERBOARD =
  "bg-white bg-[conic-gradient(#f1f1f3_25%,#fff_0_50%,#f1f1f3_0_75%,#fff_0)] bg-[length:16px_16px]";
