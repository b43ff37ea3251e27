import { z } from "zod";

/** A field a section's content names that its schema does not know, with the known field it most resembles. */
export type UnknownField = { path: (string | number)[]; key: string; suggestion: string | null };

/** The schema that checks a value's shape, past the wrappers that only fill in or allow a missing value. */
function shapeOf(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodDefault || current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap() as z.ZodType;
    // A preprocess step (rich text written as a plain string) runs before the schema whose keys count.
    else if (current instanceof z.ZodPipe) current = (current.in instanceof z.ZodTransform ? current.out : current.in) as z.ZodType;
    else return current;
  }
}

/** Edits between two keys, ignoring case: a letter added, dropped or changed, or two neighbours swapped. */
function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const rows = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= x.length; i += 1) {
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      (rows[i] ?? [])[j] = best;
    }
  }
  return at(x.length, y.length);
}

/** The known key a mistyped one most resembles: a slip of a letter or two, or the same word in another case. */
export function closestKey(key: string, known: readonly string[]): string | null {
  const allowed = Math.max(1, Math.floor(key.length / 3));
  let best: { key: string; distance: number } | null = null;
  for (const candidate of known) {
    const distance = editDistance(key, candidate);
    if (distance <= allowed && (!best || distance < best.distance)) best = { key: candidate, distance };
  }
  return best?.key ?? null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Every key in `value`, at any depth (list items, links, pictures, rich text), that `schema` does
 * not name. Zod's objects drop such keys when they read content, so a misspelt field would be
 * stored and then shown as its fallback; writes refuse them instead (docs/product.md#section-content).
 */
export function unknownFields(schema: z.ZodType, value: unknown, path: (string | number)[] = []): UnknownField[] {
  const shape = shapeOf(schema);
  if (shape instanceof z.ZodObject && isPlainObject(value)) {
    const known = Object.keys(shape.shape);
    return Object.entries(value).flatMap(([key, inner]) => {
      const field = shape.shape[key] as z.ZodType | undefined;
      if (!field) return [{ path, key, suggestion: closestKey(key, known) }];
      return unknownFields(field, inner, [...path, key]);
    });
  }
  if (shape instanceof z.ZodArray && Array.isArray(value)) {
    return value.flatMap((item, index) => unknownFields(shape.element as z.ZodType, item, [...path, index]));
  }
  if (shape instanceof z.ZodUnion && isPlainObject(value)) {
    // The option the value is meant for is the one it fits best (a rich-text block by its type).
    const objectOptions = (shape.options as z.ZodType[]).filter((option) => shapeOf(option) instanceof z.ZodObject);
    const candidates = objectOptions.map((option) => unknownFields(option, value, path));
    return candidates.reduce<UnknownField[] | null>((best, found) => (best === null || found.length < best.length ? found : best), null) ?? [];
  }
  return [];
}

/** "Unknown field 'titel' in section hero; did you mean 'title'?" (with where inside a list it is). */
export function unknownFieldMessage(type: string, field: UnknownField): string {
  const where = field.path.length ? ` (in ${field.path.join(".")})` : "";
  const hint = field.suggestion ? `; did you mean '${field.suggestion}'?` : ".";
  return `Unknown field '${field.key}' in section ${type}${where}${hint}`;
}
