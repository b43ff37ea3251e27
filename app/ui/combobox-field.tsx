import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { Check, ChevronsUpDown } from "lucide-react";
import { useMemo, useState, type InputHTMLAttributes, type Ref } from "react";
import { controlClassName, FieldLabel, FieldMessages, labellingOf, useFieldIds, type ChoiceOption, type FieldProps, type Labelling } from "./field-parts";
import { useControllableValue } from "./use-controllable-value";

/** An option that may be written in another language than the app's (a language's name in itself). */
export type ComboboxOptionItem<T extends string> = ChoiceOption<T> & { lang?: string };

export type ComboboxFieldProps<T extends string> = FieldProps<T> & {
  options: readonly ComboboxOptionItem<T>[];
  /** What the list says when nothing matches what was typed. */
  noMatch: string;
  className?: string;
};

/** Letters without their accents and case, so "francais" finds "Français". */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{Mn}/gu, "").toLocaleLowerCase();
}

/** See LabelledButton in field-parts: Headless UI's own labelling is applied over, so ours comes last. */
function LabelledInput({ labelling, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement>; labelling: Labelling }) {
  return <input {...props} {...labelling} />;
}

/**
 * A labelled Headless UI Combobox: a long list searched by typing (by an option's label, its
 * description or its value); with `name` it submits the chosen value in a plain form.
 */
export function ComboboxField<T extends string>({ label, name, value, defaultValue, onChange, error, description, options, noMatch, className }: ComboboxFieldProps<T>) {
  const ids = useFieldIds({ description, error });
  const [current, setCurrent] = useControllableValue<T | undefined>(value, defaultValue);
  const [query, setQuery] = useState("");
  const shown = useMemo(() => {
    const wanted = folded(query.trim());
    return wanted ? options.filter((option) => [option.label, option.description ?? "", option.value].some((text) => folded(text).includes(wanted))) : options;
  }, [options, query]);
  const labelOf = (chosen: T | null) => options.find((option) => option.value === chosen)?.label ?? "";

  return (
    <div className={className}>
      <FieldLabel ids={ids} htmlFor={ids.control}>
        {label}
      </FieldLabel>
      <Combobox
        value={current ?? null}
        onChange={(next: T | null) => {
          if (next === null) return;
          setCurrent(next);
          onChange?.(next);
        }}
        onClose={() => setQuery("")}
      >
        <div className="relative mt-1.5">
          <ComboboxInput
            as={LabelledInput}
            labelling={labellingOf(ids, ids.label, error)}
            autoComplete="off"
            displayValue={labelOf}
            onChange={(event) => setQuery(event.target.value)}
            className={`pr-9 ${controlClassName(Boolean(error))}`}
          />
          <ComboboxButton aria-label={`Show all: ${label}`} className="absolute inset-y-0 right-0 flex items-center px-2.5 text-neutral-600">
            <ChevronsUpDown aria-hidden className="size-4" />
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor={{ to: "bottom start", gap: 4 }}
          className="z-50 max-h-72 w-(--input-width) min-w-56 overflow-y-auto rounded-lg border border-neutral-200 bg-white p-1 shadow-lg outline-none empty:invisible"
        >
          {shown.map((option) => (
            <ComboboxOption
              key={option.value}
              value={option.value}
              className="group flex cursor-default items-start gap-2 rounded-md px-2 py-1.5 text-sm text-neutral-800 select-none data-focus:bg-accent/10 data-focus:text-neutral-950"
            >
              <Check aria-hidden className="invisible mt-0.5 size-4 shrink-0 text-accent group-data-selected:visible" />
              <span>
                <span lang={option.lang} className="block group-data-selected:font-medium">
                  {option.label}
                </span>
                {option.description ? <span className="block text-xs text-neutral-600">{option.description}</span> : null}
              </span>
            </ComboboxOption>
          ))}
          {shown.length === 0 ? <p className="px-2 py-1.5 text-sm text-neutral-600">{noMatch}</p> : null}
        </ComboboxOptions>
      </Combobox>
      {name ? <input type="hidden" name={name} value={current ?? ""} /> : null}
      <FieldMessages ids={ids} description={description} error={error} />
    </div>
  );
}
