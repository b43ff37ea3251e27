import type { FieldProblem, SaveOutcome } from "./autosave";
import type { AppErrorCode } from "~/lib/app-error";

/**
 * What the save endpoint answers, as JSON. A refusal of content names the fields it refused
 * (`problems`, by section id and path inside the props) so the editor can mark them.
 */
export type SaveAnswer =
  | { ok: true; version: number }
  | { ok: false; code: AppErrorCode | "SIGNED_OUT"; message: string; storedVersion?: number | null; problems?: FieldProblem[] };

export const SIGNED_OUT_MESSAGE = "You were signed out: sign in again to save.";

export function isSaveAnswer(value: unknown): value is SaveAnswer {
  return typeof value === "object" && value !== null && typeof (value as { ok?: unknown }).ok === "boolean";
}

function problemsOf(answer: unknown): FieldProblem[] {
  if (!isSaveAnswer(answer) || answer.ok || !Array.isArray(answer.problems)) return [];
  return answer.problems.filter(
    (problem): problem is FieldProblem =>
      typeof problem === "object" && problem !== null && typeof problem.sectionId === "string" && typeof problem.message === "string" && Array.isArray(problem.path),
  );
}

/**
 * How the autosave reads an answer: a refusal of content is final until the next edit, a conflict
 * needs a choice, being signed out waits for the session to come back.
 */
export function outcomeOf(status: number, answer: unknown): SaveOutcome {
  if (isSaveAnswer(answer) && answer.ok) return { ok: true, version: answer.version };
  const message = isSaveAnswer(answer) && !answer.ok ? answer.message : `The server answered ${status}.`;
  if (status === 401) return { ok: false, kind: "signed-out", message: SIGNED_OUT_MESSAGE };
  if (status === 409) return { ok: false, kind: "conflict", message };
  // Sending the same content again cannot help, so both wait for the next edit.
  if (status === 400 || status === 413) {
    const problems = problemsOf(answer);
    return problems.length ? { ok: false, kind: "invalid", message, problems } : { ok: false, kind: "invalid", message };
  }
  return { ok: false, kind: "error", message };
}
