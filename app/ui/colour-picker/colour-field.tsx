import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { ChevronDown } from "lucide-react";
import { colourFromRgba, parseColour, type ColourValue } from "~/lib/colour-values";
import { controlClassName, FieldLabel, FieldMessages, LabelledButton, labellingOf, useFieldIds, type FieldProps } from "../field-parts";
import { useControllableValue } from "../use-controllable-value";
import { CHECKERBOARD } from "./checkerboard";
import { ColourPicker } from "./colour-picker";

export type ColourFieldProps = Omit<FieldProps<string>, "onChange"> & {
  onChange?: (value: ColourValue) => void;
  disabled?: boolean;
  className?: string;
};

const BLACK = colourFromRgba({ r: 0, g: 0, b: 0, a: 1 });

/**
 * A labelled button showing a colour that opens the picker in a popover. With `name` it submits
 * the colour as hex (8 digits when translucent) in a plain form.
 */
export function ColourField({
  label,
  name,
  value,
  defaultValue = "#000000",
  onChange,
  error,
  description,
  disabled,
  className,
}: ColourFieldProps) {
  const ids = useFieldIds({ description, error });
  const [current, setCurrent] = useControllableValue(value, defaultValue);
  const colour = parseColour(current) ?? BLACK;

  function change(next: ColourValue) {
    setCurrent(next.hex);
    onChange?.(next);
  }

  return (
    <div className={className}>
      <FieldLabel ids={ids} htmlFor={ids.control}>
        {label}
      </FieldLabel>
      <Popover className="mt-1.5">
        <PopoverButton
          as={LabelledButton}
          id={ids.control}
          disabled={disabled}
          labelling={labellingOf(ids, `${ids.label} ${ids.control}`, error)}
          className={`flex items-center gap-2.5 text-left ${controlClassName(Boolean(error))}`}
        >
          <span aria-hidden className="size-5 shrink-0 overflow-hidden rounded ring-1 ring-black/10" style={CHECKERBOARD}>
            <span className="block size-full" style={{ backgroundColor: colour.hex }} />
          </span>
          <span className="text-sm tabular-nums">{colour.hex}</span>
          <ChevronDown aria-hidden className="ml-auto size-4 shrink-0 text-neutral-600" />
        </PopoverButton>
        <PopoverPanel
          anchor={{ to: "bottom start", gap: 6 }}
          focus
          transition
          className="z-50 rounded-xl border border-neutral-200 bg-white p-3 shadow-xl transition duration-100 ease-out data-closed:scale-95 data-closed:opacity-0"
        >
          <ColourPicker value={current} onChange={change} label={label} />
        </PopoverPanel>
      </Popover>
      {name ? <input type="hidden" name={name} value={colour.hex} /> : null}
      <FieldMessages ids={ids} description={description} error={error} />
    </div>
  );
}
