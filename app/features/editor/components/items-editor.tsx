import { ChevronDown, ChevronRight, ChevronUp, Plus, Trash2 } from "lucide-react";
import { Fragment, useState, type ReactNode } from "react";
import type { EditorField } from "~/features/sections/editor-fields";
import { errorsUnder, newItem } from "../content-schema";
import { addItemAt, moveItemAt, pathKey, removeItemAt, type PropPath } from "../prop-paths";
import { useFieldContext } from "./field-context";
import { useSectionSchema } from "./section-schema-context";

type ItemsField = Extract<EditorField, { widget: "items" }>;

/** Renders one field of an item; the field editor hands itself in, since items hold fields that can hold items. */
export type RenderItemField = (field: EditorField, path: PropPath, value: unknown) => ReactNode;

function titleOf(item: unknown, field: ItemsField, index: number): string {
  const record = typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {};
  const title = record[field.titleField];
  if (typeof title === "string" && title.trim()) return title;
  if (typeof title === "object" && title !== null && "alt" in title && typeof title.alt === "string" && title.alt) return title.alt;
  return `${field.itemLabel} ${index + 1}`;
}

const iconButton = "rounded p-1 text-neutral-600 hover:bg-neutral-100 hover:text-neutral-900 disabled:opacity-30 disabled:hover:bg-transparent";

/** Repeated items (plans, questions, pictures…): each folds open to its fields; add, reorder and remove. */
export function ItemsEditor({ field, path, value, renderField }: { field: ItemsField; path: PropPath; value: readonly unknown[]; renderField: RenderItemField }) {
  const { change, errors } = useFieldContext();
  const schema = useSectionSchema();
  const [open, setOpen] = useState<string | null>(null);
  const set = (next: readonly unknown[]) => change(path, next);
  const idOf = (item: unknown, index: number) => (typeof item === "object" && item !== null && "id" in item ? String(item.id) : String(index));
  const listError = errors.get(path.join("."));

  function add() {
    const item = newItem(schema, path, field.fields);
    set(addItemAt(value, [], item));
    setOpen(String(item.id));
  }

  return (
    <div>
      <div className="flex items-center justify-between">
        <span className="text-sm font-medium text-neutral-800">{field.label}</span>
        <span className="text-xs text-neutral-600 tabular-nums">
          {value.length} / {field.max}
        </span>
      </div>
      <ul className="mt-1.5 divide-y divide-neutral-200 overflow-hidden rounded-lg border border-neutral-200" aria-label={field.label}>
        {value.map((item, index) => {
          const id = idOf(item, index);
          const expanded = open === id;
          const title = titleOf(item, field, index);
          const problems = errorsUnder(errors, [...path, index]);
          return (
            <li key={id} className="bg-white" data-field-path={pathKey([...path, index])}>
              <div className="flex items-center gap-1 px-1.5 py-1">
                <button type="button" data-expands-item aria-expanded={expanded} onClick={() => setOpen(expanded ? null : id)} className="flex min-w-0 flex-1 items-center gap-1.5 rounded px-1 py-1 text-left text-sm hover:bg-neutral-50">
                  {expanded ? <ChevronDown aria-hidden className="size-3.5 shrink-0" /> : <ChevronRight aria-hidden className="size-3.5 shrink-0" />}
                  <span className="truncate">{title}</span>
                  {problems > 0 ? <span className="ml-auto shrink-0 rounded bg-red-50 px-1.5 text-xs text-red-700">{problems} to fix</span> : null}
                </button>
                <button type="button" className={iconButton} aria-label={`Move ${title} up`} disabled={index === 0} onClick={() => set(moveItemAt(value, [], index, index - 1))}>
                  <ChevronUp aria-hidden className="size-3.5" />
                </button>
                <button type="button" className={iconButton} aria-label={`Move ${title} down`} disabled={index === value.length - 1} onClick={() => set(moveItemAt(value, [], index, index + 1))}>
                  <ChevronDown aria-hidden className="size-3.5" />
                </button>
                <button type="button" className={iconButton} aria-label={`Remove ${title}`} onClick={() => set(removeItemAt(value, [], index))}>
                  <Trash2 aria-hidden className="size-3.5" />
                </button>
              </div>
              {expanded ? (
                <div className="space-y-4 border-t border-neutral-100 bg-neutral-50/60 p-3">
                  {field.fields.map((child) => (
                    <Fragment key={child.name}>{renderField(child, [...path, index, child.name], (item as Record<string, unknown>)[child.name])}</Fragment>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
        {value.length === 0 ? <li className="px-3 py-3 text-sm text-neutral-600">No {field.itemLabel.toLowerCase()}s yet.</li> : null}
      </ul>
      {listError ? <p className="mt-1.5 text-sm text-red-600">{listError}</p> : null}
      <button type="button" onClick={add} disabled={value.length >= field.max} className="mt-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-accent hover:bg-accent/5 disabled:text-neutral-600">
        <Plus aria-hidden className="size-4" /> Add {field.itemLabel.toLowerCase()}
      </button>
    </div>
  );
}
