import { colord } from "colord";

/** Red, green and blue from 0 to 255. */
export type Rgb = { r: number; g: number; b: number };

/** WCAG 2 AA for body text; large text and the boundaries of buttons and fields need 3:1. */
export const TEXT_CONTRAST = 4.5;
export const LARGE_TEXT_CONTRAST = 3;
export const BOUNDARY_CONTRAST = 3;

/** What the themed variants paint behind their cards: white at 5 % over neutral-950 (#0a0a0a). */
export const STUDIO_CARD: Rgb = { r: 22, g: 22, b: 22 };

function linearise(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linearise(r) + 0.7152 * linearise(g) + 0.0722 * linearise(b);
}

/** WCAG 2 contrast ratio, unrounded (colord rounds to two decimals, which can pass 4.496:1). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The colour with its HSL lightness replaced, hue and saturation kept, rounded to whole channels. */
export function withHslLightness(colour: Rgb, lightness: number): Rgb {
  const hsl = colord(colour).toHsl();
  const { r, g, b } = colord({ ...hsl, l: Math.min(Math.max(lightness, 0), 100), a: 1 }).toRgb();
  return { r, g, b };
}

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * The HSL lightness between `from` and `towards` nearest to `from` at which `colour` (hue and
 * saturation kept) reaches `minimum` against `other`. Halving works because, at a fixed hue and
 * saturation, every channel and so the luminance grows with HSL lightness.
 */
function nearestTone(colour: Rgb, other: Rgb, minimum: number, towards: 0 | 100): Rgb {
  let passing: number = towards;
  let failing = colord(colour).toHsl().l;
  for (let step = 0; step < 24; step += 1) {
    const middle = (passing + failing) / 2;
    if (contrastRatio(withHslLightness(colour, middle), other) >= minimum) passing = middle;
    else failing = middle;
  }
  return withHslLightness(colour, passing);
}

/**
 * The tone of `surface` nearest to it on which `text` reaches `minimum`: darker under light text,
 * lighter under dark text (docs/decisions/0027-contrast-safe-theme-surfaces.md). A surface that
 * already passes is returned as it is. Under the text rule's black or white the search always ends:
 * white or black itself is the far end.
 */
export function contrastSafeSurface(surface: Rgb, text: Rgb, minimum: number = TEXT_CONTRAST): Rgb {
  if (contrastRatio(surface, text) >= minimum) return surface;
  return nearestTone(surface, text, minimum, relativeLuminance(text) > relativeLuminance(surface) ? 0 : 100);
}

/**
 * The tone of `ink` nearest to it that reads on `background` at `minimum`, moving towards whichever
 * of black and white stands out more on that background.
 */
export function contrastSafeInk(ink: Rgb, background: Rgb, minimum: number = TEXT_CONTRAST): Rgb {
  if (contrastRatio(ink, background) >= minimum) return ink;
  return nearestTone(ink, background, minimum, contrastRatio(WHITE, background) > contrastRatio(BLACK, background) ? 100 : 0);
}
