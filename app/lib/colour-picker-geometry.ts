import type { Hsv } from "./colour-values";

/** The size (docs/product.md#colour-picker) of the saturation/value area, in CSS pixels (a square). */
export const COLOUR_AREA_SIZE = 152;
/** The width (docs/product.md#colour-picker) of the hue strip, in CSS pixels; it is as tall as the area. */
export const HUE_STRIP_WIDTH = 15;
/** Arrow keys move by this much, and by the large step with Shift. */
export const KEY_STEP = 1;
export const LARGE_KEY_STEP = 10;

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/**
 * Saturation grows to the right and value grows upwards; a point outside the area (while
 * dragging with the pointer captured) counts as its nearest edge.
 */
export function saturationValueAtPoint(x: number, y: number, width: number, height: number): Pick<Hsv, "s" | "v"> {
  return {
    s: clamp((x / width) * 100, 0, 100),
    v: clamp(100 - (y / height) * 100, 0, 100),
  };
}

/** Where the marker of a saturation/value pair sits, as fractions of the area from its top left. */
export function pointOfSaturationValue({ s, v }: Pick<Hsv, "s" | "v">): { x: number; y: number } {
  return { x: clamp(s, 0, 100) / 100, y: 1 - clamp(v, 0, 100) / 100 };
}

/** Vertical strips (hue, alpha) have their largest value at the top, as a vertical slider does. */
export function stripValueAtPoint(y: number, height: number, max: number): number {
  return clamp((1 - y / height) * max, 0, max);
}

/** Arrow keys on the area: left/right change saturation, up/down change value. Null for other keys. */
export function stepSaturationValue(current: Pick<Hsv, "s" | "v">, key: string, large: boolean): Pick<Hsv, "s" | "v"> | null {
  const step = large ? LARGE_KEY_STEP : KEY_STEP;
  const move = (s: number, v: number) => ({ s: clamp(current.s + s, 0, 100), v: clamp(current.v + v, 0, 100) });
  switch (key) {
    case "ArrowLeft":
      return move(-step, 0);
    case "ArrowRight":
      return move(step, 0);
    case "ArrowUp":
      return move(0, step);
    case "ArrowDown":
      return move(0, -step);
    default:
      return null;
  }
}

/**
 * Keys on a one-dimensional slider, as the ARIA slider pattern describes them: arrows step,
 * Page Up/Down take the large step, Home/End jump to the ends. Null for other keys.
 */
export function stepSlider(current: number, key: string, large: boolean, max: number): number | null {
  const step = large ? LARGE_KEY_STEP : KEY_STEP;
  switch (key) {
    case "ArrowUp":
    case "ArrowRight":
      return clamp(current + step, 0, max);
    case "ArrowDown":
    case "ArrowLeft":
      return clamp(current - step, 0, max);
    case "PageUp":
      return clamp(current + LARGE_KEY_STEP, 0, max);
    case "PageDown":
      return clamp(current - LARGE_KEY_STEP, 0, max);
    case "Home":
      return 0;
    case "End":
      return max;
    default:
      return null;
  }
}
