/** Messages keyed by form field name, shown beside the field that caused them. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * What an action answers when it refuses a form: the message, the per-field messages and the
 * values as sent, so the form shows them again. Successful posts redirect instead.
 */
export type FormFailure = {
  ok: false;
  intent: string;
  message: string;
  fieldErrors: FieldErrors;
  values: Record<string, string>;
};

export function isFormFailure(value: unknown): value is FormFailure {
  return typeof value === "object" && value !== null && (value as { ok?: unknown }).ok === false;
}

/** The failure of `intent`, or undefined when the last answer belongs to another form. */
export function failureOf(result: unknown, intent: string): FormFailure | undefined {
  return isFormFailure(result) && result.intent === intent ? result : undefined;
}

/** A one-time message carried across the redirect that ends a successful form post. */
export type Flash = { id: string; message: string };

/** What a form gets back when it posts an intent its action does not have (an outdated page). */
export const UNKNOWN_INTENT_MESSAGE = "This form sent an action the page does not know. Reload the page and try again.";
