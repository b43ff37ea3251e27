import { Bold, Heading2, Italic, Link2, List } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import type { RichText } from "~/features/sections/rich-text-model";
import { TextareaField } from "~/ui/textarea-field";
import { markupToRichText, richTextToMarkup } from "../rich-text-markup";

type Wrap = { label: string; icon: typeof Bold; before: string; after: string; line?: boolean };

const TOOLS: readonly Wrap[] = [
  { label: "Bold", icon: Bold, before: "**", after: "**" },
  { label: "Italic", icon: Italic, before: "*", after: "*" },
  { label: "Link", icon: Link2, before: "[", after: "](https://)" },
  { label: "Subheading", icon: Heading2, before: "## ", after: "", line: true },
  { label: "List", icon: List, before: "- ", after: "", line: true },
];

/** How the markup is written, under the field unless it says something else. */
export const RICH_TEXT_HELP = "Blank line: new paragraph. **bold**, *italic*, [text](address), ## subheading, - list.";

/**
 * Structured rich text edited as light markup (rich-text-markup.ts). The typed text is kept as
 * typed; only its structure is stored, and the text is rebuilt from the value when that changes
 * from elsewhere (undo, another tab).
 */
export function RichTextField({
  label,
  description,
  error,
  value,
  onChange,
  lang,
}: {
  label: string;
  description?: ReactNode;
  error?: string | undefined;
  value: RichText;
  onChange: (value: RichText) => void;
  /** The language the text is written in, when it is not the app's: a translation (docs/product.md#translating-pages). */
  lang?: string | undefined;
}) {
  const [draft, setDraft] = useState(() => ({ value, text: richTextToMarkup(value) }));
  const area = useRef<HTMLTextAreaElement>(null);
  let text = draft.text;
  if (draft.value !== value) {
    text = richTextToMarkup(value);
    setDraft({ value, text });
  }

  function type(next: string) {
    const parsed = markupToRichText(next);
    setDraft({ value: parsed, text: next });
    onChange(parsed);
  }

  function apply(tool: Wrap) {
    const element = area.current;
    if (!element) return;
    const { selectionStart: start, selectionEnd: end } = element;
    const lineStart = tool.line ? text.lastIndexOf("\n", start - 1) + 1 : start;
    const next = tool.line
      ? text.slice(0, lineStart) + tool.before + text.slice(lineStart)
      : text.slice(0, start) + tool.before + text.slice(start, end) + tool.after + text.slice(end);
    type(next);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(end + tool.before.length, end + tool.before.length);
    });
  }

  return (
    <div>
      <div className="mb-1 flex items-center justify-end gap-0.5" role="toolbar" aria-label={`${label} formatting`}>
        {TOOLS.map((tool) => (
          <button key={tool.label} type="button" title={tool.label} aria-label={tool.label} onClick={() => apply(tool)} className="rounded p-1 text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900">
            <tool.icon aria-hidden className="size-3.5" />
          </button>
        ))}
      </div>
      <TextareaField
        ref={area}
        label={label}
        lang={lang}
        dir={lang ? "auto" : undefined}
        rows={5}
        value={text}
        onChange={type}
        error={error}
        description={description ?? RICH_TEXT_HELP}
        className="-mt-7"
      />
    </div>
  );
}
