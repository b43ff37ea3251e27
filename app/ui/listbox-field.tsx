import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from "@headlessui/react";
import { Check, ChevronsUpDown } from "lucide-react";
import {
  controlClassName,
  FieldLabel,
  FieldMessages,
  LabelledButton,
  labellingOf,
  useFieldIds,
  type ChoiceOption,
  type FieldProps,
} from "./field-parts";
import { useControllableValue } from "./use-controllable-value";

export type ListboxFieldProps<T extends string> = FieldProps<T> & {
  options: readonly ChoiceOption<T>[];
  placeholder?: string;
  disabled?: boolean;
  className?: string;
};

/** A labelled Headless UI Listbox; with `name` it submits the chosen value in a plain form. */
export function ListboxField<T extends string>({
  label,
  name,
  value,
  defaultValue,
  onChange,
  error,
  description,
  options,
  placeholder = "Choose…",
  disabled = false,
  className,
}: ListboxFieldProps<T>) {
  const ids = useFieldIds({ description, error });
  const [current, setCurrent] = useControllableValue<T | undefined>(value, defaultValue);
  const selected = options.find((option) => option.value === current);

  function select(next: T) {
    setCurrent(next);
    onChange?.(next);
  }

  return (
    <div className={className}>
      <FieldLabel ids={ids} htmlFor={ids.control}>
        {label}
      </FieldLabel>
      <Listbox value={current ?? null} onChange={(next: T | null) => next !== null && select(next)} disabled={disabled}>
        <ListboxButton
          as={LabelledButton}
          id={ids.control}
          labelling={labellingOf(ids, `${ids.label} ${ids.control}`, error)}
          className={`mt-1.5 flex items-center justify-between gap-2 text-left ${controlClassName(Boolean(error))}`}
        >
          <span className={`truncate ${selected ? "" : "text-neutral-600"}`}>{selected?.label ?? placeholder}</span>
          <ChevronsUpDown aria-hidden className="size-4 shrink-0 text-neutral-600" />
        </ListboxButton>
        {/* No fade: a list with Headless UI's transition was once left mounted and invisible,
            stuck mid-fade, after a quick keyboard choice on a loaded machine; a list that opens
            and closes at once has no such state, and the editor should feel instant anyway. */}
        <ListboxOptions
          anchor={{ to: "bottom start", gap: 4 }}
          className="z-50 w-(--button-width) min-w-48 rounded-lg border border-neutral-200 bg-white p-1 shadow-lg outline-none"
        >
          {options.map((option) => (
            <ListboxOption
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              className="group flex cursor-default items-start gap-2 rounded-md px-2 py-1.5 text-sm text-neutral-800 select-none data-disabled:opacity-50 data-focus:bg-accent/10 data-focus:text-neutral-950"
            >
              <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent invisible group-data-selected:visible" />
              <span>
                <span className="block group-data-selected:font-medium">{option.label}</span>
                {option.description ? <span className="block text-xs text-neutral-600">{option.description}</span> : null}
              </span>
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
      {name ? <input type="hidden" name={name} value={current ?? ""} /> : null}
      <FieldMessages ids={ids} description={description} error={error} />
    </div>
  );
}
