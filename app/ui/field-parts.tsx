import { CircleAlert } from "lucide-react";
import { useId, type ButtonHTMLAttributes, type ReactNode, type Ref } from "react";

/**
 * The props every form widget shares. `name` makes the widget submit its value in a plain HTML
 * form; `value` with `onChange` makes it controlled, `defaultValue` leaves it to itself.
 */
export type FieldProps<T> = {
  label: string;
  name?: string;
  value?: T;
  defaultValue?: T;
  onChange?: (value: T) => void;
  error?: string;
  /** Shown under the control and read with it; text, or words in another language marked with their `lang`. */
  description?: ReactNode;
};

/** One choice of a listbox or radio group. */
export type ChoiceOption<T extends string> = { value: T; label: string; description?: string; disabled?: boolean };

export type FieldIds = {
  control: string;
  label: string;
  description: string | undefined;
  error: string | undefined;
  /** What the control's aria-describedby should say: the description and then the error. */
  describedBy: string | undefined;
};

export function useFieldIds({ description, error }: { description?: ReactNode; error?: string | undefined }): FieldIds {
  const id = useId();
  const descriptionId = description ? `${id}description` : undefined;
  const errorId = error ? `${id}error` : undefined;
  const describedBy = [descriptionId, errorId].filter((part) => part !== undefined).join(" ");
  return {
    control: `${id}control`,
    label: `${id}label`,
    description: descriptionId,
    error: errorId,
    describedBy: describedBy || undefined,
  };
}

/** A `<label>` when it can point at a native-labelable control, otherwise a plain text that is referenced by id. */
export function FieldLabel({ ids, htmlFor, children }: { ids: FieldIds; htmlFor?: string; children: ReactNode }) {
  const className = "block text-sm font-medium text-neutral-800";
  return htmlFor ? (
    <label id={ids.label} htmlFor={htmlFor} className={className}>
      {children}
    </label>
  ) : (
    <span id={ids.label} className={className}>
      {children}
    </span>
  );
}

export function FieldMessages({
  ids,
  description,
  error,
}: {
  ids: FieldIds;
  description?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {description ? (
        <p id={ids.description} className="mt-1.5 text-sm text-neutral-600">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-600">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </>
  );
}

/** The look of a boxed control (text input, textarea, listbox button), red when invalid. */
export function controlClassName(invalid: boolean): string {
  return [
    "block w-full rounded-md border bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs transition-colors",
    "placeholder:text-neutral-600 disabled:cursor-not-allowed disabled:bg-neutral-50 disabled:text-neutral-600",
    "focus:outline-none focus-visible:outline-none focus:ring-3",
    invalid
      ? "border-red-500 focus:border-red-500 focus:ring-red-500/20"
      : "border-neutral-300 hover:border-neutral-400 focus:border-accent focus:ring-accent/20",
  ].join(" ");
}

/** The id and ARIA attributes that tie a control to its label, description and error. */
export type Labelling = { id: string; "aria-labelledby": string; "aria-describedby"?: string; "aria-invalid"?: boolean };

export function labellingOf(ids: FieldIds, labelledBy: string, error: string | undefined): Labelling {
  return { id: ids.control, "aria-labelledby": labelledBy, "aria-describedby": ids.describedBy, "aria-invalid": error ? true : undefined };
}

/**
 * A button for Headless UI's `as` prop. Headless UI overwrites aria-labelledby and
 * aria-describedby with its own, and on the server leaves some ids out (it registers labels and
 * ids in effects), so the labelling comes in a separate prop and is applied last: label clicks and
 * screen readers then work from the first paint, before hydration.
 */
export function LabelledButton({
  labelling,
  type,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement>; labelling: Labelling }) {
  return <button {...props} type={type ?? "button"} {...labelling} />;
}
