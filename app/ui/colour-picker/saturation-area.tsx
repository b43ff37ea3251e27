import type { KeyboardEvent } from "react";
import { COLOUR_AREA_SIZE, pointOfSaturationValue, saturationValueAtPoint, stepSaturationValue } from "~/lib/colour-picker-geometry";
import type { Hsv } from "~/lib/colour-values";
import { pointerDragHandlers } from "./pointer-drag";

type SaturationValue = Pick<Hsv, "s" | "v">;

type SaturationAreaProps = {
  hsv: Hsv;
  /** The current colour, drawn inside the marker. */
  hex: string;
  onDrag: (next: SaturationValue) => void;
  onKeyStep: (next: SaturationValue) => void;
  onRelease: () => void;
};

/**
 * The 152 px square (docs/product.md#colour-picker): saturation from left to right, value (brightness) from bottom to top,
 * over the current hue. One two-dimensional slider: its number is the saturation and its text
 * says both.
 */
export function SaturationArea({ hsv, hex, onDrag, onKeyStep, onRelease }: SaturationAreaProps) {
  const marker = pointOfSaturationValue(hsv);
  const saturation = Math.round(hsv.s);
  const brightness = Math.round(hsv.v);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = stepSaturationValue(hsv, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    onKeyStep(next);
  }

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label="Saturation and brightness"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={saturation}
      aria-valuetext={`Saturation ${saturation}%, brightness ${brightness}%`}
      data-testid="colour-area"
      className="relative shrink-0 cursor-crosshair touch-none rounded-md outline-none ring-1 ring-black/10 ring-inset focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2"
      style={{ width: COLOUR_AREA_SIZE, height: COLOUR_AREA_SIZE, backgroundColor: `hsl(${hsv.h} 100% 50%)` }}
      onKeyDown={onKeyDown}
      onBlur={onRelease}
      {...pointerDragHandlers(({ x, y, width, height }) => onDrag(saturationValueAtPoint(x, y, width, height)), onRelease)}
    >
      <div aria-hidden className="pointer-events-none absolute inset-0 rounded-md bg-linear-to-r from-white to-transparent" />
      <div aria-hidden className="pointer-events-none absolute inset-0 rounded-md bg-linear-to-t from-black to-transparent" />
      <div
        aria-hidden
        className="pointer-events-none absolute size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_1px_rgb(0_0_0/0.3),0_1px_3px_rgb(0_0_0/0.3)]"
        style={{ left: `${marker.x * 100}%`, top: `${marker.y * 100}%`, backgroundColor: hex.slice(0, 7) }}
      />
    </div>
  );
}
