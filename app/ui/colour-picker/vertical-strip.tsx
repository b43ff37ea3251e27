import type { CSSProperties, KeyboardEvent } from "react";
import { HUE_STRIP_WIDTH, COLOUR_AREA_SIZE, stepSlider, stripValueAtPoint } from "~/lib/colour-picker-geometry";
import { pointerDragHandlers } from "./pointer-drag";

type VerticalStripProps = {
  label: string;
  value: number;
  max: number;
  valueText: string;
  /** What the strip shows (a hue rainbow, an alpha ramp); layered over `underlay` when given. */
  background: string;
  underlay?: CSSProperties;
  testId: string;
  onDrag: (value: number) => void;
  onKeyStep: (value: number) => void;
  onRelease: () => void;
};

/** A vertical slider as wide as the hue strip (docs/product.md#colour-picker) and as tall as the colour area, largest value at the top. */
export function VerticalStrip({
  label,
  value,
  max,
  valueText,
  background,
  underlay,
  testId,
  onDrag,
  onKeyStep,
  onRelease,
}: VerticalStripProps) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = stepSlider(value, event.key, event.shiftKey, max);
    if (next === null) return;
    event.preventDefault();
    onKeyStep(next);
  }

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-orientation="vertical"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={Math.round(value)}
      aria-valuetext={valueText}
      data-testid={testId}
      className="relative shrink-0 cursor-ns-resize touch-none rounded-full outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2"
      style={{ ...underlay, width: HUE_STRIP_WIDTH, height: COLOUR_AREA_SIZE }}
      onKeyDown={onKeyDown}
      onBlur={onRelease}
      {...pointerDragHandlers(({ y, height }) => onDrag(stripValueAtPoint(y, height, max)), onRelease)}
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 rounded-full ring-1 ring-black/10 ring-inset"
        style={{ background }}
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -inset-x-0.5 h-1.5 -translate-y-1/2 rounded-full border border-white bg-transparent shadow-[0_0_0_1px_rgb(0_0_0/0.35),0_1px_2px_rgb(0_0_0/0.3)]"
        // Inset by half the thumb so it stays on the strip at both ends.
        style={{ top: `calc(3px + (100% - 6px) * ${1 - value / max})` }}
      />
    </div>
  );
}
