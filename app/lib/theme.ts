import { colord, extend, type Colord } from "colord";
import namesPlugin from "colord/plugins/names";
import { contrastRatio, contrastSafeInk, contrastSafeSurface, type Rgb, relativeLuminance, STUDIO_CARD, withHslLightness } from "./theme-contrast";

extend([namesPlugin]);

export type { Rgb };

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

const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

function toRgb(colour: Colord): Rgb {
  const { r, g, b } = colour.toRgb();
  return { r, g, b };
}

/** CIE L* (0–100) of an sRGB colour, from its D65 relative luminance Y. */
export function perceivedLightness({ r, g, b }: Rgb): number {
  const y = relativeLuminance({ r, g, b });
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

/** Ten HSL lightness points away from the text colour, or towards it when that leaves 0–100. */
function alternateOf(primary: Rgb, onPrimary: Rgb): Rgb {
  const { l } = colord(primary).toHsl();
  const away = onPrimary.r === 255 ? -ALT_LIGHTNESS_STEP : ALT_LIGHTNESS_STEP;
  const target = l + away >= 0 && l + away <= 100 ? l + away : l - away;
  return withHslLightness(primary, target);
}

/** How a project's chosen colour becomes the theme's primary: made contrast-safe, or kept exactly. */
export type PrimaryChoice = { exact?: boolean };

/**
 * Every colour of the theme from one primary colour; invalid input falls back to the default.
 * Each surface that carries text is the nearest tone of its colour on which the text rule's black or
 * white reaches 4.5:1, unless the partner keeps the exact primary (docs/decisions/0027-contrast-safe-theme-surfaces.md).
 */
export function deriveTheme(primaryInput: string, choice: PrimaryChoice = {}): Theme {
  const chosen = toRgb(colord(parseRgb(primaryInput) ?? DEFAULT_PRIMARY));
  const onPrimary = textColourOn(chosen);
  const primaryRgb = choice.exact ? chosen : contrastSafeSurface(chosen, onPrimary);
  const primary = colord(primaryRgb);
  const alternate = alternateOf(primaryRgb, onPrimary);
  const onPrimaryAlt = textColourOn(alternate);
  const rotated = toRgb(primary.rotate(SECONDARY_HUE_ROTATION));
  const onSecondary = textColourOn(rotated);
  const primarySoft = mixWithWhite(primaryRgb, SOFT_WHITE_SHARE);
  return {
    primary: primaryRgb,
    onPrimary,
    primaryAlt: contrastSafeSurface(alternate, onPrimaryAlt),
    onPrimaryAlt,
    secondary: contrastSafeSurface(rotated, onSecondary),
    onSecondary,
    primarySoft,
    primaryInk: contrastSafeInk(primaryRgb, primarySoft),
    primaryBright: contrastSafeInk(primaryRgb, STUDIO_CARD),
  };
}

/** The chosen colour, what pages use instead, and the contrast of the text rule's colour on each. */
export function primaryAdjustment(primaryInput: string): { chosen: Rgb; adjusted: Rgb; chosenRatio: number; adjustedRatio: number } {
  const chosen = toRgb(colord(parseRgb(primaryInput) ?? DEFAULT_PRIMARY));
  const onPrimary = textColourOn(chosen);
  const adjusted = deriveTheme(primaryInput).primary;
  return { chosen, adjusted, chosenRatio: contrastRatio(chosen, onPrimary), adjustedRatio: contrastRatio(adjusted, onPrimary) };
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
