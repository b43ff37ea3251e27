import { Switch } from "@headlessui/react";
import { FieldMessages, LabelledButton, labellingOf, useFieldIds, type FieldProps } from "./field-parts";
import { useControllableValue } from "./use-controllable-value";

export type SwitchFieldProps = FieldProps<boolean> & { disabled?: boolean; className?: string };

/**
 * A labelled Headless UI Switch. With `name` it submits like a checkbox: `name=on` when on and
 * nothing when off.
 */
export function SwitchField({
  label,
  name,
  value,
  defaultValue = false,
  onChange,
  error,
  description,
  disabled = false,
  className,
}: SwitchFieldProps) {
  const ids = useFieldIds({ description, error });
  const [checked, setChecked] = useControllableValue(value, defaultValue);

  function toggle(next: boolean) {
    setChecked(next);
    onChange?.(next);
  }

  return (
    <div className={className}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <label id={ids.label} htmlFor={ids.control} className="block text-sm font-medium text-neutral-800">
            {label}
          </label>
          <FieldMessages ids={ids} description={description} error={error} />
        </div>
        <Switch
          as={LabelledButton}
          id={ids.control}
          labelling={labellingOf(ids, ids.label, error)}
          checked={checked}
          onChange={toggle}
          disabled={disabled}
          className="group relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-neutral-300 p-0.5 transition-colors duration-150 ease-out outline-none data-checked:bg-accent data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-accent"
        >
          <span
            aria-hidden
            className="size-5 translate-x-0 rounded-full bg-white shadow-sm ring-1 ring-black/5 transition-transform duration-150 ease-out group-data-checked:translate-x-5"
          />
        </Switch>
      </div>
      {name && checked ? <input type="hidden" name={name} value="on" /> : null}
    </div>
  );
}
