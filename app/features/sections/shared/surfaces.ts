/**
 * The backgrounds a section can paint. The pw-* markers set the focus ring colour for the surface
 * (see the section block in app/app.css).
 */
export const SURFACE = {
  light: "bg-white text-neutral-900",
  soft: "bg-site-soft text-neutral-900",
  primary: "bg-site-primary text-site-on-primary pw-on-primary",
  dark: "bg-neutral-950 text-white pw-dark",
} as const;
export type Surface = keyof typeof SURFACE;

/** Secondary text that keeps at least 4.5:1 on its surface. */
export const MUTED: Record<Surface, string> = {
  light: "text-neutral-600",
  soft: "text-neutral-700",
  primary: "text-site-on-primary",
  dark: "text-neutral-300",
};
