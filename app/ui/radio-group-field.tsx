import { Radio, RadioGroup } from "@headlessui/react";
import { Fragment } from "react";
import { FieldLabel, FieldMessages, useFieldIds, type ChoiceOption, type FieldProps } from "./field-parts";
import { useControllableValue } from "./use-controllable-value";

export type RadioGroupFieldProps<T extends string> = FieldProps<T> & {
  options: readonly ChoiceOption<T>[];
  /** Options side by side as a compact segmented control, for short labels in editor panels. */
  inline?: boolean;
  disabled?: boolean;
  className?: string;
};

/** A labelled Headless UI RadioGroup; with `name` it submits the chosen value in a plain form. */
export function RadioGroupField<T extends string>({
  label,
  name,
  value,
  defaultValue,
  onChange,
  error,
  description,
  options,
  inline = false,
  disabled = false,
  className,
}: RadioGroupFieldProps<T>) {
  const ids = useFieldIds({ description, error });
  const [current, setCurrent] = useControllableValue<T | undefined>(value, defaultValue);

  function select(next: T) {
    setCurrent(next);
    onChange?.(next);
  }

  return (
    <div className={className}>
      <FieldLabel ids={ids}>{label}</FieldLabel>
      {/* Headless UI overwrites labelling props on its own element; on a child element they survive (see LabelledButton). */}
      <RadioGroup as={Fragment} value={current ?? null} onChange={(next: T | null) => next !== null && select(next)} disabled={disabled}>
        <div
          aria-labelledby={ids.label}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          className={inline ? "mt-1.5 inline-flex rounded-md border border-neutral-300 bg-neutral-100 p-0.5" : "mt-1.5 grid gap-2"}
        >
          {options.map((option) =>
            inline ? (
              <Radio
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="cursor-pointer rounded px-3 py-1 text-sm text-neutral-600 outline-none transition-colors hover:text-neutral-900 data-checked:bg-white data-checked:font-medium data-checked:text-neutral-900 data-checked:shadow-xs data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:ring-2 data-focus:ring-accent"
              >
                {option.label}
              </Radio>
            ) : (
              <Radio
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="group flex cursor-pointer items-start gap-3 rounded-lg border border-neutral-200 bg-white px-3 py-2.5 outline-none transition-colors hover:border-neutral-300 data-checked:border-accent data-checked:bg-accent/5 data-disabled:cursor-not-allowed data-disabled:opacity-50 data-focus:ring-2 data-focus:ring-accent/40"
              >
                <span
                  aria-hidden
                  className="mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-neutral-400 bg-white group-data-checked:border-accent group-data-checked:bg-accent"
                >
                  <span className="size-1.5 rounded-full bg-white opacity-0 group-data-checked:opacity-100" />
                </span>
                <span>
                  <span className="block text-sm font-medium text-neutral-900">{option.label}</span>
                  {option.description ? <span className="block text-sm text-neutral-600">{option.description}</span> : null}
                </span>
              </Radio>
            ),
          )}
        </div>
      </RadioGroup>
      {name ? <input type="hidden" name={name} value={current ?? ""} /> : null}
      <FieldMessages ids={ids} description={description} error={error} />
    </div>
  );
}
