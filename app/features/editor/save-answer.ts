import type { SaveOutcome } from "./autosave";
import type { AppErrorCode } from "~/lib/app-error";

/** What the save endpoint answers, as JSON. */
export type SaveAnswer = { ok: true; version: number } | { ok: false; code: AppErrorCode; message: string; storedVersion?: number | null };

export function isSaveAnswer(value: unknown): value is SaveAnswer {
  return typeof value === "object" && value !== null && typeof (value as { ok?: unknown }).ok === "boolean";
}

/** How the autosave reads an answer: a refusal of content is final until the next edit, a conflict needs a choice. */
export function outcomeOf(status: number, answer: unknown): SaveOutcome {
  if (isSaveAnswer(answer) && answer.ok) return { ok: true, version: answer.version };
  const message = isSaveAnswer(answer) && !answer.ok ? answer.message : `The server answered ${status}.`;
  if (status === 409) return { ok: false, kind: "conflict", message };
  // Sending the same content again cannot help, so both wait for the next edit.
  if (status === 400 || status === 413) return { ok: false, kind: "invalid", message };
  return { ok: false, kind: "error", message };
}
