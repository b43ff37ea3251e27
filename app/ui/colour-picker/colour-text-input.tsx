import { useId, useState, type KeyboardEvent } from "react";

type ColourTextInputProps = {
  label: string;
  /** The current colour as this box spells it, shown whenever the person is not typing. */
  formatted: string;
  /** Applies typed text; returns false when it is not a colour, so the box goes back to the current one. */
  onSubmit: (text: string) => boolean;
  className?: string;
};

/**
 * A text box for a colour that keeps what the person types as a draft and applies it on Enter
 * or when the box loses focus, so half-typed text never moves the picker.
 */
export function ColourTextInput({ label, formatted, onSubmit, className }: ColourTextInputProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);

  function submit() {
    if (draft !== null && draft !== formatted) onSubmit(draft);
    setDraft(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      submit();
    } else if (event.key === "Escape" && draft !== null) {
      event.stopPropagation();
      setDraft(null);
    }
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-[11px] font-medium tracking-wide text-neutral-600 uppercase">
        {label}
      </label>
      <input
        id={id}
        type="text"
        spellCheck={false}
        autoComplete="off"
        value={draft ?? formatted}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={submit}
        onKeyDown={onKeyDown}
        className="mt-1 block h-8 w-full rounded-md border border-neutral-300 bg-white px-2 text-xs text-neutral-900 tabular-nums shadow-xs outline-none focus:border-accent focus:ring-3 focus:ring-accent/20"
      />
    </div>
  );
}
