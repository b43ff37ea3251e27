import type { AppErrorCode } from "./app-error";
import type { FieldErrors } from "./forms/form-result";

// The editor's translation view posts these to the page editor's action, which saves them with the
// projects' use case (docs/product.md#translating-pages); both sides read the names from here.

/** The translation view's dialog: a page's title, address and search texts in one added language. */
export const TRANSLATE_PAGE_INTENT = "translate-page";
/** The translation view's autosave: the words typed over the page's sections in one added language. */
export const TRANSLATE_TEXTS_INTENT = "translate-texts";

/**
 * What a save of translated words answers: the new version, or the refusal with its code (a stale
 * version is a conflict to show, anything else waits for the next edit) and, for a conflict, the
 * version now stored, so the words can be saved over it on request.
 */
export type TranslationSaveAnswer =
  { ok: true; version: number } | { ok: false; intent: string; code: AppErrorCode; message: string; fieldErrors: FieldErrors; values: Record<string, string>; storedVersion: number | null };

export function isTranslationSaveAnswer(value: unknown): value is TranslationSaveAnswer {
  if (typeof value !== "object" || value === null) return false;
  const answer = value as Partial<Record<string, unknown>>;
  return answer.ok === true ? typeof answer.version === "number" : answer.ok === false && typeof answer.message === "string" && typeof answer.code === "string";
}
