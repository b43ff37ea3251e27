import type { z } from "zod";
import type { FieldErrors } from "~/lib/forms/form-result";
import { AppError } from "~/lib/app-error";

/** Parses use-case input with its form schema; any problem becomes INVALID with per-field messages. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = typeof issue.path[0] === "string" ? issue.path[0] : "form";
    fieldErrors[field] ??= issue.message;
  }
  const message = [...new Set(Object.values(fieldErrors))].join(" ");
  throw new AppError("INVALID", message, { fieldErrors });
}
