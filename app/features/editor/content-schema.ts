import { z } from "zod";
import type { EditorField } from "~/features/sections/editor-fields";
import { plainIssueMessage } from "~/features/sections/plain-issue-message";
import { newSectionId } from "./editor-section";
import { pathKey, type PropPath } from "./prop-paths";

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodDefault || current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodPipe) current = current.out as z.ZodType;
    else return current;
  }
}

/** The part of a section's schema that checks the value at `path` (item indexes step into list elements). */
function schemaAt(schema: z.ZodType, path: PropPath): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const step of path) {
    if (!current) return undefined;
    const inner = unwrap(current);
    if (typeof step === "number") current = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
    else current = inner instanceof z.ZodObject ? (inner.shape[step] as z.ZodType | undefined) : undefined;
  }
  return current;
}

function blankValue(field: EditorField): unknown {
  switch (field.widget) {
    case "text":
    case "href":
    case "phone":
    case "colour":
      return "";
    case "rich-text":
    case "items":
      return [];
    case "money":
      return "0";
    case "switch":
      return false;
    case "listbox":
    case "radio-group":
      return field.options[0]?.value ?? "";
    case "link":
    case "image":
      return null;
  }
}

/** A new repeated item with a fresh id: the item schema's defaults, or blank values where it has none. */
export function newItem(schema: z.ZodType, listPath: PropPath, fields: readonly EditorField[], id = newSectionId()): Record<string, unknown> {
  const itemSchema = schemaAt(schema, [...listPath, 0]);
  const parsed = itemSchema?.safeParse({ id });
  if (parsed?.success && typeof parsed.data === "object" && parsed.data !== null) return { ...parsed.data, id };
  return Object.fromEntries([["id", id], ...fields.map((field) => [field.name, blankValue(field)])]);
}

/**
 * The schema's messages keyed by the path of the field they belong to ("plans.1.name"); the first
 * wins. Rules without a message of their own get a plain one, never the validator's wording.
 */
export function fieldErrorsOf(schema: z.ZodType, props: unknown): ReadonlyMap<string, string> {
  const result = schema.safeParse(props, { error: plainIssueMessage });
  const errors = new Map<string, string>();
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = pathKey(issue.path.filter((step): step is string | number => typeof step !== "symbol"));
    if (!errors.has(key)) errors.set(key, issue.message);
  }
  return errors;
}

/** The message of a field, or else the first of anything inside it. */
export function firstErrorUnder(errors: ReadonlyMap<string, string>, path: PropPath): string | undefined {
  const prefix = pathKey(path);
  const own = errors.get(prefix);
  if (own !== undefined) return own;
  for (const [key, message] of errors) if (key.startsWith(`${prefix}.`)) return message;
  return undefined;
}

/** Messages for a field and anything inside it, for a collapsed item that hides them. */
export function errorsUnder(errors: ReadonlyMap<string, string>, path: PropPath): number {
  const prefix = pathKey(path);
  let count = 0;
  for (const key of errors.keys()) if (key === prefix || key.startsWith(`${prefix}.`)) count += 1;
  return count;
}
