import { data } from "react-router";
import type { FormFailure } from "~/lib/forms/form-result";
import { AppError } from "~/lib/app-error";

/** The text fields of a posted form; files and repeated fields are read separately. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && key !== "pageIds") values[key] = value;
  return values;
}

export function failure(intent: string, status: number, message: string, fieldErrors: FormFailure["fieldErrors"], values: Record<string, string>) {
  const body: FormFailure = { ok: false, intent, message, fieldErrors, values };
  return data(body, { status });
}

/**
 * Runs one form intent. A refusal from a use-case becomes its own status (400, 403, 404, 409) with
 * its messages, so wrong input never ends in a 500; anything else is a real error and propagates.
 */
export async function runIntent(intent: string, values: Record<string, string>, work: () => Promise<Response>) {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) return failure(intent, error.status, error.message, error.fieldErrors, values);
    throw error;
  }
}

// Defined beside the failure shape so the command schema, which the browser may load, shares it.
export { UNKNOWN_INTENT_MESSAGE } from "./form-result";
