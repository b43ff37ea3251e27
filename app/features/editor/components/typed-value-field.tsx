import { useState } from "react";
import { TextField, type TextFieldProps } from "~/ui/text-field";
import { storedToText } from "../typed-values";

type TypedValueFieldProps<Stored> = Omit<TextFieldProps, "value" | "defaultValue" | "onChange" | "type"> & {
  value: unknown;
  /** What to store for the text in the field. */
  toStore: (typed: string) => Stored;
  onChange: (value: Stored) => void;
};

/**
 * A number or price field controlled as text: it shows exactly what was typed, key by key ("4.",
 * "4.0", "1,5"), and stores what `toStore` makes of it. A native number input would hand over
 * nothing for "4." or "1,5" and reformat under the cursor (docs/product.md#numbers-and-prices).
 * When the stored value changes from elsewhere (undo, another item) the field shows that value.
 */
export function TypedValueField<Stored>({ value, toStore, onChange, ...field }: TypedValueFieldProps<Stored>) {
  const [draft, setDraft] = useState<{ text: string; stored: unknown }>(() => ({ text: storedToText(value), stored: value }));
  const text = Object.is(draft.stored, value) ? draft.text : storedToText(value);
  return (
    <TextField
      {...field}
      type="text"
      autoComplete="off"
      value={text}
      onChange={(typed) => {
        const stored = toStore(typed);
        setDraft({ text: typed, stored });
        onChange(stored);
      }}
    />
  );
}
