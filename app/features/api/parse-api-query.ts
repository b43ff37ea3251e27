import type { z } from "zod";
import type { FieldErrors } from "~/lib/forms/form-result";
import { jsonSchemaOf } from "./openapi-document";

export type ParsedQuery = { ok: true; data: unknown } | { ok: false; message: string; fieldErrors: FieldErrors };

const namesBySchema = new WeakMap<z.ZodType, readonly string[]>();

/** The query parameters the OpenAPI document lists for this schema: the same generation, so the two cannot differ. */
export function documentedQueryNames(schema: z.ZodType | undefined): readonly string[] {
  if (!schema) return [];
  let names = namesBySchema.get(schema);
  if (!names) {
    names = Object.keys((jsonSchemaOf(schema, "input").properties ?? {}) as Record<string, unknown>);
    namesBySchema.set(schema, names);
  }
  return names;
}

function refused(name: string, problem: string): ParsedQuery {
  return { ok: false, message: `Query parameter ${name}: ${problem}`, fieldErrors: { [name]: problem } };
}

/**
 * An endpoint's query, held to what its document declares (decision 0051): a parameter it does not
 * take, one given twice, or a value its schema refuses is a 400 naming the parameter, never a
 * default quietly put in its place.
 */
export function parseApiQuery(schema: z.ZodType | undefined, params: URLSearchParams): ParsedQuery {
  const known = documentedQueryNames(schema);
  const seen = new Set<string>();
  for (const name of params.keys()) {
    if (!known.includes(name)) return refused(name, known.length ? `not a parameter of this endpoint (it takes ${known.join(", ")}).` : "this endpoint takes no query parameters.");
    if (seen.has(name)) return refused(name, "given more than once.");
    seen.add(name);
  }
  if (!schema) return { ok: true, data: {} };
  const parsed = schema.safeParse(Object.fromEntries(params));
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path.map(String).join(".") || "query"] ??= issue.message;
  const [name, problem] = Object.entries(fieldErrors)[0] ?? ["query", "not valid."];
  return { ok: false, message: `Query parameter ${name}: ${problem}`, fieldErrors };
}
