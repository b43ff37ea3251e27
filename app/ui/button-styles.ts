const base =
  "inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2";

export const primaryButton = `${base} bg-accent px-3.5 py-2 text-white shadow-xs hover:bg-accent-hover focus-visible:outline-accent`;
export const secondaryButton = `${base} border border-neutral-300 bg-white px-3.5 py-2 text-neutral-800 shadow-xs hover:bg-neutral-50 focus-visible:outline-accent`;
export const dangerButton = `${base} bg-red-600 px-3.5 py-2 text-white shadow-xs hover:bg-red-700 focus-visible:outline-red-600`;
/** Square icon-only buttons in list rows; they need an aria-label. */
export const iconButton =
  "inline-flex size-8 items-center justify-center rounded-md text-neutral-600 transition-colors hover:bg-neutral-100 hover:text-neutral-900 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-accent";
