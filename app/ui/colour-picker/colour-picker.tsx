import { useState } from "react";
import { COLOUR_AREA_SIZE, HUE_STRIP_WIDTH } from "~/lib/colour-picker-geometry";
import { colourFromHsva, formatRgba, parseColour, type ColourValue, type Hsva } from "~/lib/colour-values";
import { DEFAULT_SWATCHES } from "~/lib/default-swatches";
import { CHECKERBOARD } from "./checkerboard";
import { ColourSwatches } from "./colour-swatches";
import { ColourTextInput } from "./colour-text-input";
import { SaturationArea } from "./saturation-area";
import { useColourHistory } from "./use-colour-history";
import { useHistoryCommit } from "./use-history-commit";
import { VerticalStrip } from "./vertical-strip";

export type ColourPickerProps = {
  /** The colour as hex or rgb()/rgba() text; unreadable text shows black. */
  value: string;
  onChange: (value: ColourValue) => void;
  /** Names the picker for assistive technology. */
  label?: string;
};

const STRIP_GAP = 10;
const PICKER_WIDTH = COLOUR_AREA_SIZE + 2 * (STRIP_GAP + HUE_STRIP_WIDTH);
const HUE_RAINBOW = "linear-gradient(to top, #f00 0%, #ff0 16.67%, #0f0 33.33%, #0ff 50%, #00f 66.67%, #f0f 83.33%, #f00 100%)";

function hsvaOf(text: string): Hsva {
  const colour = parseColour(text);
  return colour ? { ...colour.hsv, a: colour.rgba.a } : { h: 0, s: 0, v: 0, a: 1 };
}

/**
 * The colour picker (docs/product.md#colour-picker), inline: saturation/value area, hue and alpha strips, hex and rgba
 * boxes, the 16 default swatches and the recent-colour history. Controlled: it shows `value`
 * and reports every change; a colour enters the history once it is settled on.
 */
export function ColourPicker({ value, onChange, label = "Colour" }: ColourPickerProps) {
  // The picker's own hsv position is kept because rgb cannot hold the hue of a grey: without it
  // the hue strip would jump to red whenever saturation or brightness reaches 0.
  const [position, setPosition] = useState(() => ({ value, hsva: hsvaOf(value) }));
  let hsva = position.hsva;
  if (position.value !== value) {
    const same = parseColour(value)?.hex === colourFromHsva(position.hsva).hex;
    hsva = same ? position.hsva : hsvaOf(value);
    setPosition({ value, hsva });
  }
  const colour = colourFromHsva(hsva);
  const history = useColourHistory();
  const commit = useHistoryCommit();

  function update(next: Hsva): ColourValue {
    const nextColour = colourFromHsva(next);
    setPosition({ value: nextColour.hex, hsva: next });
    onChange(nextColour);
    return nextColour;
  }

  const dragTo = (next: Hsva) => commit.mark(update(next).hex);
  const stepTo = (next: Hsva) => commit.later(update(next).hex);

  function choose(text: string): boolean {
    const parsed = parseColour(text);
    if (parsed === null) return false;
    commit.now(update({ ...parsed.hsv, a: parsed.rgba.a }).hex);
    return true;
  }

  const opaque = colour.hex.slice(0, 7);
  const alphaPercent = Math.round(hsva.a * 100);

  return (
    <div role="group" aria-label={label} className="space-y-3 select-none" style={{ width: PICKER_WIDTH }}>
      <div className="flex justify-between">
        <SaturationArea
          hsv={hsva}
          hex={colour.hex}
          onDrag={(sv) => dragTo({ ...hsva, ...sv })}
          onKeyStep={(sv) => stepTo({ ...hsva, ...sv })}
          onRelease={commit.flush}
        />
        <VerticalStrip
          label="Hue"
          testId="colour-hue"
          value={hsva.h}
          max={360}
          valueText={`Hue ${Math.round(hsva.h)} degrees`}
          background={HUE_RAINBOW}
          onDrag={(h) => dragTo({ ...hsva, h })}
          onKeyStep={(h) => stepTo({ ...hsva, h })}
          onRelease={commit.flush}
        />
        <VerticalStrip
          label="Opacity"
          testId="colour-alpha"
          value={alphaPercent}
          max={100}
          valueText={`Opacity ${alphaPercent}%`}
          background={`linear-gradient(to top, transparent, ${opaque})`}
          underlay={CHECKERBOARD}
          onDrag={(a) => dragTo({ ...hsva, a: a / 100 })}
          onKeyStep={(a) => stepTo({ ...hsva, a: a / 100 })}
          onRelease={commit.flush}
        />
      </div>
      <div className="flex items-end gap-2">
        <span aria-hidden className="size-8 shrink-0 overflow-hidden rounded-md ring-1 ring-black/10" style={CHECKERBOARD}>
          <span className="block size-full" style={{ backgroundColor: colour.hex }} />
        </span>
        <ColourTextInput label="Hex" formatted={colour.hex} onSubmit={choose} className="min-w-0 flex-1" />
      </div>
      <ColourTextInput label="RGBA" formatted={formatRgba(colour.rgba)} onSubmit={choose} />
      <ColourSwatches title="Swatches" colours={DEFAULT_SWATCHES} current={colour.hex} onPick={choose} />
      <ColourSwatches title="Recent" colours={history} current={colour.hex} onPick={choose} emptyText="Colours you use appear here." />
    </div>
  );
}
