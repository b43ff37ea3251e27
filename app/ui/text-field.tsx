import type { InputHTMLAttributes, Ref } from "react";
import { controlClassName, FieldLabel, FieldMessages, useFieldIds, type FieldProps } from "./field-parts";

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "defaultValue" | "onChange" | "name" | "id" | "aria-invalid" | "aria-describedby" | "className"
>;

export type TextFieldProps = FieldProps<string> & NativeInputProps & { className?: string; ref?: Ref<HTMLInputElement> };

/** A labelled single-line input with an optional description and error message. */
export function TextField({
  label,
  name,
  value,
  defaultValue,
  onChange,
  error,
  description,
  className,
  ref,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds({ description, error });
  return (
    <div className={className}>
      <FieldLabel ids={ids} htmlFor={ids.control}>
        {label}
      </FieldLabel>
      <input
        type="text"
        {...inputProps}
        ref={ref}
        id={ids.control}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`mt-1.5 ${controlClassName(Boolean(error))}`}
      />
      <FieldMessages ids={ids} description={description} error={error} />
    </div>
  );
}
