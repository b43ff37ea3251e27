import { useState } from "react";
import { ColourField } from "~/ui/colour-picker/colour-field";
import { SwitchField } from "~/ui/switch-field";
import { parseRgb, primaryAdjustment, type Rgb } from "~/lib/theme";
import { TEXT_CONTRAST } from "~/lib/theme-contrast";

const hexOf = ({ r, g, b }: Rgb) => `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/**
 * The primary colour with what the pages will use instead when text on it would be under 4.5:1,
 * and the choice to keep the exact colour anyway, with the measured ratio (docs/decisions/0027-contrast-safe-theme-surfaces.md).
 */
export function PrimaryColourSetting(props: { defaultColour: string; defaultExact: boolean; error: string | undefined; disabled: boolean }) {
  const [colour, setColour] = useState(props.defaultColour);
  const [exact, setExact] = useState(props.defaultExact);
  const adjustment = primaryAdjustment(parseRgb(colour) ? colour : props.defaultColour);
  const chosen = hexOf(adjustment.chosen);
  const adjusted = hexOf(adjustment.adjusted);
  const needsAdjusting = adjustment.chosenRatio < TEXT_CONTRAST;
  return (
    <div className="space-y-3">
      <ColourField
        label="Primary colour"
        name="primaryColor"
        defaultValue={props.defaultColour}
        onChange={(next) => setColour(next.hex)}
        error={props.error}
        description="Buttons, links and accents are derived from it, with readable text on top."
        disabled={props.disabled}
      />
      {needsAdjusting ? (
        <div className="space-y-3 rounded-lg border border-neutral-200 bg-neutral-50 p-3 text-sm text-neutral-700" data-testid="primary-adjustment">
          <p className="flex flex-wrap items-center gap-2" aria-live="polite">
            <span aria-hidden="true" className="size-5 rounded border border-neutral-900/20" style={{ backgroundColor: exact ? chosen : adjusted }} />
            {exact ? (
              <span>Your pages will use {chosen} exactly.</span>
            ) : (
              <span>
                Your pages will use {adjusted} instead of {chosen}, so that text on it reaches {ratioText(adjustment.adjustedRatio)} (at least 4.5:1 is needed).
              </span>
            )}
          </p>
          <SwitchField label="Keep my exact colour" name="isPrimaryExact" value={exact} onChange={setExact} disabled={props.disabled} />
          {exact ? (
            <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-2 text-amber-900">
              Text on {chosen} reaches only {ratioText(adjustment.chosenRatio)}, under the 4.5:1 that WCAG 2.2 AA asks for: some visitors will not be able to read your buttons.
            </p>
          ) : null}
        </div>
      ) : exact ? (
        <input type="hidden" name="isPrimaryExact" value="on" />
      ) : null}
    </div>
  );
}
