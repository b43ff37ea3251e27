import { colord } from "colord";

/** Red, green and blue from 0 to 255 (whole numbers) and alpha from 0 to 1. */
export type Rgba = { r: number; g: number; b: number; a: number };
/** Hue from 0 to 360, saturation and value from 0 to 100. */
export type Hsv = { h: number; s: number; v: number };
export type Hsva = Hsv & { a: number };
/** The three forms the colour picker (docs/product.md#colour-picker) exposes for one colour. */
export type ColourValue = { hex: string; rgba: Rgba; hsv: Hsv };

const HEX_DIGIT = /^[0-9a-f]$/;
const BARE_HEX = /^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/;
const RGB_FUNCTION = /^rgba?\s*\(([^)]*)\)?$/;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** The whole colour from red, green, blue and alpha; out-of-range parts are clamped. */
export function colourFromRgba(rgba: Rgba): ColourValue {
  const clamped = colord({
    r: clamp(rgba.r, 0, 255),
    g: clamp(rgba.g, 0, 255),
    b: clamp(rgba.b, 0, 255),
    a: clamp(rgba.a, 0, 1),
  }).toRgb();
  return { hex: colord(clamped).toHex(), rgba: clamped, hsv: hsvFromRgb(clamped) };
}

/**
 * The whole colour from a picker position. The hsv given is kept (rounded to one decimal) rather
 * than recomputed from rgb, so the hue survives at zero saturation or value, where rgb loses it.
 */
export function colourFromHsva(hsva: Hsva): ColourValue {
  const hsv = {
    h: roundTo(clamp(hsva.h, 0, 360), 1),
    s: roundTo(clamp(hsva.s, 0, 100), 1),
    v: roundTo(clamp(hsva.v, 0, 100), 1),
  };
  const rgba = colord({ ...hsv, a: clamp(hsva.a, 0, 1) }).toRgb();
  return { hex: colord(rgba).toHex(), rgba, hsv };
}

/**
 * colord rounds hsv to whole numbers, which loses up to a few rgb levels on the way back; one
 * decimal keeps every hex colour's round trip exact.
 */
export function hsvFromRgb({ r, g, b }: Pick<Rgba, "r" | "g" | "b">): Hsv {
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = ((g - b) / delta) % 6;
    else if (max === g) hue = (b - r) / delta + 2;
    else hue = (r - g) / delta + 4;
  }
  return {
    h: roundTo((hue * 60 + 360) % 360, 1),
    s: max === 0 ? 0 : roundTo((delta / max) * 100, 1),
    v: roundTo((max / 255) * 100, 1),
  };
}

/**
 * Hex digits as the picker reads them (docs/product.md#colour-picker): a digit that is not hex counts as 0, three or four
 * digits are the CSS shorthand, other short forms are padded with 0 at the end (so `#12345` is
 * `#123450` and `#1234567` is `#12345670`), and digits past the eighth are ignored.
 */
function parseHexDigits(text: string): Rgba {
  const digits = [...text.slice(0, 8)].map((digit) => (HEX_DIGIT.test(digit) ? digit : "0")).join("");
  const full =
    digits.length === 3 || digits.length === 4
      ? [...digits].map((digit) => digit + digit).join("")
      : digits.padEnd(digits.length > 6 ? 8 : 6, "0");
  const channel = (index: number) => Number.parseInt(full.slice(index, index + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4), a: full.length === 8 ? channel(6) / 255 : 1 };
}

/** One rgb() part: a number, or a percentage of the whole; anything unreadable is 0. */
function parseFunctionPart(part: string | undefined, whole: number): number {
  if (part === undefined) return 0;
  const number = Number.parseFloat(part);
  if (Number.isNaN(number)) return 0;
  return part.endsWith("%") ? (number / 100) * whole : number;
}

/**
 * rgb()/rgba() with commas, spaces or a slash before alpha. Parts that cannot be
 * parsed become 0 (docs/product.md#colour-picker); a missing alpha means opaque, as in CSS.
 */
function parseRgbFunction(inside: string): Rgba {
  const parts = inside
    .split(/[\s,/]+/)
    .map((part) => part.trim())
    .filter((part) => part !== "");
  const [r, g, b, a] = parts;
  return {
    r: Math.round(parseFunctionPart(r, 255)),
    g: Math.round(parseFunctionPart(g, 255)),
    b: Math.round(parseFunctionPart(b, 255)),
    a: a === undefined ? 1 : parseFunctionPart(a, 1),
  };
}

/**
 * Reads what a person typed into the picker: hex (with `#`, or bare with 3, 4, 6 or 8 digits),
 * rgb()/rgba(), `transparent`, or anything else colord understands (hsl()). Returns null only for
 * text that is none of these.
 */
export function parseColour(text: string): ColourValue | null {
  const input = text.trim().toLowerCase();
  if (input === "") return null;
  if (input.startsWith("#")) return colourFromRgba(parseHexDigits(input.slice(1)));
  if (BARE_HEX.test(input)) return colourFromRgba(parseHexDigits(input));
  const rgbMatch = RGB_FUNCTION.exec(input);
  if (rgbMatch) return colourFromRgba(parseRgbFunction(rgbMatch[1] ?? ""));
  if (input === "transparent") return colourFromRgba({ r: 0, g: 0, b: 0, a: 0 });
  const parsed = colord(input);
  return parsed.isValid() ? colourFromRgba(parsed.toRgb()) : null;
}

/** The one spelling used to compare colours and to store them: lower-case hex, 8 digits when translucent. */
export function normaliseColour(text: string): string | null {
  return parseColour(text)?.hex ?? null;
}

/** The CSS form of a colour, as shown in the picker's rgba box. */
export function formatRgba({ r, g, b, a }: Rgba): string {
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}
