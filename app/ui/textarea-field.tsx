import type { Ref, TextareaHTMLAttributes } from "react";
import { controlClassName, FieldLabel, FieldMessages, useFieldIds, type FieldProps } from "./field-parts";

type NativeTextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  "value" | "defaultValue" | "onChange" | "name" | "id" | "aria-invalid" | "aria-describedby" | "className"
>;

export type TextareaFieldProps = FieldProps<string> & NativeTextareaProps & { className?: string; ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line input with an optional description and error message. */
export function TextareaField({
  label,
  name,
  value,
  defaultValue,
  onChange,
  error,
  description,
  className,
  ref,
  rows = 4,
  ...textareaProps
}: TextareaFieldProps) {
  const ids = useFieldIds({ description, error });
  return (
    <div className={className}>
      <FieldLabel ids={ids} htmlFor={ids.control}>
        {label}
      </FieldLabel>
      <textarea
        {...textareaProps}
        ref={ref}
        rows={rows}
        id={ids.control}
        name={name}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`mt-1.5 resize-y ${controlClassName(Boolean(error))}`}
      />
      <FieldMessages ids={ids} description={description} error={error} />
    </div>
  );
}
