import { colord, extend, type Colord } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import namesPlugin from "colord/plugins/names";

extend([a11yPlugin, namesPlugin]);

/** Red, green and blue from 0 to 255. */
export type Rgb = { r: number; g: number; b: number };

/** The colours a site derives from its one primary colour (docs/decisions/0003-theme-formulas.md). */
export type Theme = {
  primary: Rgb;
  onPrimary: Rgb;
  primaryAlt: Rgb;
  onPrimaryAlt: Rgb;
  secondary: Rgb;
  onSecondary: Rgb;
  primarySoft: Rgb;
  primaryInk: Rgb;
  primaryBright: Rgb;
};

export const DEFAULT_PRIMARY = "#1d4ed8";
export const LIGHTNESS_THRESHOLD = 70;
export const SECONDARY_HUE_ROTATION = 40;
const ALT_LIGHTNESS_STEP = 10;
const SOFT_WHITE_SHARE = 0.9;
const INK_STEP = 2;
const MIN_CONTRAST = 4.5;
/** The darkest surface the sections paint (Tailwind's neutral-950). */
const DARK_SURFACE = "#0a0a0a";

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

function toRgb(colour: Colord): Rgb {
  const { r, g, b } = colour.toRgb();
  return { r, g, b };
}

function linearise(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** CIE L* (0–100) of an sRGB colour, from its D65 relative luminance Y. */
export function perceivedLightness({ r, g, b }: Rgb): number {
  const y = 0.2126 * linearise(r) + 0.7152 * linearise(g) + 0.0722 * linearise(b);
  return y > 216 / 24389 ? 116 * Math.cbrt(y) - 16 : (24389 / 27) * y;
}

/** The text-colour rule (docs/product.md#theme): perceived lightness above 70 gives black text, otherwise white. */
export function textColourOn(background: Rgb): Rgb {
  return perceivedLightness(background) > LIGHTNESS_THRESHOLD ? BLACK : WHITE;
}

/** Parses any CSS colour colord understands; alpha is dropped, invalid input gives null. */
export function parseRgb(input: string): Rgb | null {
  const colour = colord(input.trim());
  return colour.isValid() ? toRgb(colour) : null;
}

function mixWithWhite({ r, g, b }: Rgb, whiteShare: number): Rgb {
  const mix = (channel: number) => Math.round(255 * whiteShare + channel * (1 - whiteShare));
  return { r: mix(r), g: mix(g), b: mix(b) };
}

function withHslLightness(colour: Colord, lightness: number): Colord {
  const hsl = colour.toHsl();
  // Rounded to whole channels at once, so contrast is measured on the colour that gets used.
  return colord(toRgb(colord({ ...hsl, l: Math.min(Math.max(lightness, 0), 100), a: 1 })));
}

/** Ten HSL lightness points away from the text colour, or towards it when that leaves 0–100. */
function alternateOf(primary: Colord, onPrimary: Rgb): Colord {
  const { l } = primary.toHsl();
  const away = onPrimary.r === 255 ? -ALT_LIGHTNESS_STEP : ALT_LIGHTNESS_STEP;
  const target = l + away >= 0 && l + away <= 100 ? l + away : l - away;
  return withHslLightness(primary, target);
}

/** Steps HSL lightness by two points in one direction until the contrast reaches 4.5:1. */
function adjustForContrast(colour: Colord, against: string, direction: 1 | -1): Colord {
  let adjusted = colour;
  let { l } = colour.toHsl();
  while (adjusted.contrast(against) < MIN_CONTRAST && (direction < 0 ? l > 0 : l < 100)) {
    l += direction * INK_STEP;
    adjusted = withHslLightness(colour, l);
  }
  return adjusted;
}

/** Every colour of the theme from one primary colour; invalid input falls back to the default. */
export function deriveTheme(primaryInput: string): Theme {
  const primary = colord(toRgb(colord(parseRgb(primaryInput) ?? DEFAULT_PRIMARY)));
  const primaryRgb = toRgb(primary);
  const onPrimary = textColourOn(primaryRgb);
  const primaryAlt = alternateOf(primary, onPrimary);
  const secondary = primary.rotate(SECONDARY_HUE_ROTATION);
  const primarySoft = colord(mixWithWhite(primaryRgb, SOFT_WHITE_SHARE));
  return {
    primary: primaryRgb,
    onPrimary,
    primaryAlt: toRgb(primaryAlt),
    onPrimaryAlt: textColourOn(toRgb(primaryAlt)),
    secondary: toRgb(secondary),
    onSecondary: textColourOn(toRgb(secondary)),
    primarySoft: toRgb(primarySoft),
    primaryInk: toRgb(adjustForContrast(primary, primarySoft.toHex(), -1)),
    primaryBright: toRgb(adjustForContrast(primary, DARK_SURFACE, 1)),
  };
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The CSS variables `--color-{name}: r g b` the section styles read. */
export function themeVariables(theme: Theme): Record<`--color-${string}`, string> {
  const variables: Record<`--color-${string}`, string> = {};
  for (const [name, { r, g, b }] of Object.entries(theme)) variables[`--color-${kebab(name)}`] = `${r} ${g} ${b}`;
  return variables;
}
