import type { Rgb, Theme } from "./theme";
import { BOUNDARY_CONTRAST, contrastRatio, LARGE_TEXT_CONTRAST, STUDIO_CARD, TEXT_CONTRAST } from "./theme-contrast";

/** Tailwind's colours the sections use, as sRGB (Tailwind v4 defines them in oklch; these are its rounded hex values). */
export const FIXED_COLOURS = {
  white: { r: 255, g: 255, b: 255 },
  "neutral-100": { r: 245, g: 245, b: 245 },
  "neutral-200": { r: 229, g: 229, b: 229 },
  "neutral-300": { r: 212, g: 212, b: 212 },
  "neutral-400": { r: 161, g: 161, b: 161 },
  "neutral-500": { r: 115, g: 115, b: 115 },
  "neutral-600": { r: 82, g: 82, b: 82 },
  "neutral-700": { r: 64, g: 64, b: 64 },
  "neutral-800": { r: 38, g: 38, b: 38 },
  "neutral-900": { r: 23, g: 23, b: 23 },
  "neutral-950": { r: 10, g: 10, b: 10 },
  "red-300": { r: 255, g: 162, b: 162 },
  "red-700": { r: 193, g: 0, b: 7 },
  /** bg-white/5 over neutral-950: the studio variants' cards. */
  "studio-card": STUDIO_CARD,
} as const satisfies Record<string, Rgb>;

export type PaintedColour = keyof Theme | keyof typeof FIXED_COLOURS;
/** A colour at an opacity over a solid surface, as a translucent utility (`from-site-primary/30`) paints it. */
export type Tint = { colour: PaintedColour; alpha: number; over: PaintedColour };

export type PaintedPair = {
  text: PaintedColour;
  on: PaintedColour | Tint;
  /** 4.5 for text, 3 for large text and for the boundaries of fields and meaningful icons. */
  minimum: number;
  where: string;
  /** The utility classes that paint it; the guard test allows no other colour class in the sections. */
  classes: readonly string[];
};

const STUDIO_GLOW = 0.25;

/**
 * Every foreground/background pair the sections paint, listed once (docs/decisions/0027-contrast-safe-theme-surfaces.md).
 * `app/lib/theme-pairs.test.ts` checks each for every sRGB primary; the guard test checks that the
 * sections use no colour class outside this list and the decorative one below.
 */
export const PAINTED_PAIRS: readonly PaintedPair[] = [
  // Primary surfaces: sections, buttons, badges, icons in a disc; pricing's highlighted card.
  { text: "onPrimary", on: "primary", minimum: TEXT_CONTRAST, where: "primary surface, buttons, badges", classes: ["bg-site-primary", "text-site-on-primary", "border-current", "text-inherit"] },
  { text: "onPrimaryAlt", on: "primaryAlt", minimum: TEXT_CONTRAST, where: "primary and outline buttons on hover", classes: ["bg-site-primary-alt", "text-site-on-primary-alt"] },
  { text: "primary", on: "onPrimary", minimum: TEXT_CONTRAST, where: "inverse buttons and badges, header links on hover", classes: ["bg-site-on-primary", "text-site-primary"] },
  // Ink: the primary as text and icons on light surfaces.
  { text: "primaryInk", on: "white", minimum: TEXT_CONTRAST, where: "eyebrows, prices, icons on white", classes: ["text-site-ink"] },
  { text: "primaryInk", on: "primarySoft", minimum: TEXT_CONTRAST, where: "icons and text on the soft tint", classes: ["text-site-ink", "bg-site-soft"] },
  { text: "neutral-900", on: "primarySoft", minimum: TEXT_CONTRAST, where: "soft sections", classes: ["bg-site-soft", "text-neutral-900"] },
  { text: "neutral-700", on: "primarySoft", minimum: TEXT_CONTRAST, where: "muted text on soft sections", classes: ["text-neutral-700"] },
  // Bright: the primary as text and icons on the studio variants' dark surfaces.
  { text: "primaryBright", on: "neutral-950", minimum: TEXT_CONTRAST, where: "studio eyebrows and icons", classes: ["text-site-bright"] },
  { text: "primaryBright", on: "studio-card", minimum: TEXT_CONTRAST, where: "studio prices and checks on cards", classes: ["text-site-bright", "bg-white/5", "border-site-bright"] },
  { text: "primaryBright", on: { colour: "primary", alpha: 0.3, over: "neutral-950" }, minimum: BOUNDARY_CONTRAST, where: "studio pricing's highlighted card: check icons and its border", classes: ["from-site-primary/30", "to-white/5"] },
  { text: "white", on: { colour: "primary", alpha: 0.3, over: "neutral-950" }, minimum: TEXT_CONTRAST, where: "studio pricing's highlighted card", classes: ["from-site-primary/30"] },
  { text: "neutral-300", on: { colour: "primary", alpha: 0.3, over: "neutral-950" }, minimum: TEXT_CONTRAST, where: "muted text on studio pricing's highlighted card", classes: ["text-neutral-300"] },
  { text: "neutral-300", on: { colour: "primary", alpha: STUDIO_GLOW, over: "neutral-950" }, minimum: TEXT_CONTRAST, where: "studio hero and call to action, over the glow", classes: ["from-site-primary/25", "from-site-primary", "to-site-secondary", "to-transparent"] },
  { text: "neutral-300", on: { colour: "secondary", alpha: STUDIO_GLOW, over: "neutral-950" }, minimum: TEXT_CONTRAST, where: "studio hero, over the glow", classes: ["to-site-secondary"] },
  { text: "neutral-200", on: { colour: "primary", alpha: STUDIO_GLOW, over: "neutral-950" }, minimum: TEXT_CONTRAST, where: "studio hero's eyebrow over the glow", classes: ["text-neutral-200", "border-white/20"] },
  { text: "white", on: { colour: "secondary", alpha: STUDIO_GLOW, over: "neutral-950" }, minimum: TEXT_CONTRAST, where: "studio headings over the glow", classes: ["text-white"] },
  // Fixed neutrals on white, the soft tint is above; dark surfaces.
  { text: "neutral-900", on: "white", minimum: TEXT_CONTRAST, where: "light sections", classes: ["bg-white", "text-neutral-900", "text-neutral-950"] },
  { text: "neutral-600", on: "white", minimum: TEXT_CONTRAST, where: "muted text on white", classes: ["text-neutral-600"] },
  { text: "neutral-700", on: "neutral-100", minimum: TEXT_CONTRAST, where: "links and buttons on hover", classes: ["bg-neutral-100", "text-neutral-700"] },
  { text: "neutral-900", on: "neutral-100", minimum: TEXT_CONTRAST, where: "header links on hover", classes: ["bg-neutral-100", "text-neutral-900"] },
  { text: "neutral-950", on: "white", minimum: TEXT_CONTRAST, where: "studio pricing's white badge", classes: ["bg-white", "text-neutral-950"] },
  { text: "red-700", on: "white", minimum: TEXT_CONTRAST, where: "form errors", classes: ["text-red-700"] },
  { text: "white", on: "neutral-950", minimum: TEXT_CONTRAST, where: "dark sections, casper's button", classes: ["bg-neutral-950", "text-white"] },
  { text: "white", on: "neutral-800", minimum: TEXT_CONTRAST, where: "casper's button on hover", classes: ["bg-neutral-800"] },
  { text: "neutral-300", on: "studio-card", minimum: TEXT_CONTRAST, where: "muted text on studio cards", classes: ["text-neutral-300"] },
  { text: "neutral-400", on: "neutral-950", minimum: TEXT_CONTRAST, where: "studio feature numbers", classes: ["text-neutral-400"] },
  { text: "neutral-200", on: "studio-card", minimum: TEXT_CONTRAST, where: "studio form labels", classes: ["text-neutral-200"] },
  { text: "red-300", on: "studio-card", minimum: TEXT_CONTRAST, where: "studio form errors", classes: ["text-red-300"] },
  { text: "white", on: "neutral-900", minimum: TEXT_CONTRAST, where: "studio form fields", classes: ["bg-neutral-900", "text-white"] },
  { text: "white", on: { colour: "white", alpha: 0.1, over: "neutral-950" }, minimum: TEXT_CONTRAST, where: "dark outline buttons on hover", classes: ["bg-white/10"] },
  // Boundaries of fields (WCAG 1.4.11): what tells a visitor where to type.
  { text: "neutral-500", on: "white", minimum: BOUNDARY_CONTRAST, where: "field borders on white", classes: ["border-neutral-500"] },
  { text: "neutral-500", on: "studio-card", minimum: BOUNDARY_CONTRAST, where: "studio field borders", classes: ["border-neutral-500"] },
  { text: "neutral-900", on: "white", minimum: BOUNDARY_CONTRAST, where: "casper's underlined fields", classes: ["border-neutral-900"] },
  { text: "white", on: { colour: "white", alpha: 0.4, over: "studio-card" }, minimum: LARGE_TEXT_CONTRAST, where: "dark outline buttons", classes: ["border-white/40"] },
];

/**
 * Colour classes that paint no text and no boundary a visitor needs: rules between items, card
 * edges, the hero picture's frame, success-message accents and themed illustrations.
 */
export const DECORATIVE_COLOUR_CLASSES: readonly string[] = [
  "border-neutral-200",
  "border-neutral-300",
  "border-neutral-900/10",
  "border-neutral-900/20",
  "divide-neutral-200",
  "divide-neutral-900/10",
  "border-white/10",
  "border-white/15",
  "border-site-primary",
  "border-s-site-primary",
  "bg-transparent",
  "from-site-bright",
  "fill-site-soft",
  "fill-site-bright",
  "fill-site-primary",
  "ring-site-bright",
];

function solid(colour: PaintedColour, theme: Theme): Rgb {
  return colour in FIXED_COLOURS ? FIXED_COLOURS[colour as keyof typeof FIXED_COLOURS] : theme[colour as keyof Theme];
}

/** The sRGB colour a pair's background paints, translucent layers composed over their surface. */
export function paintedColour(paint: PaintedColour | Tint, theme: Theme): Rgb {
  if (typeof paint === "string") return solid(paint, theme);
  const top = solid(paint.colour, theme);
  const under = solid(paint.over, theme);
  const mix = (a: number, b: number) => Math.round(a * paint.alpha + b * (1 - paint.alpha));
  return { r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b) };
}

/** The contrast ratio of one painted pair in a theme. */
export function pairContrast(pair: PaintedPair, theme: Theme): number {
  return contrastRatio(solid(pair.text, theme), paintedColour(pair.on, theme));
}
