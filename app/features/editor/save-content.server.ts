import type { AppLoadContext } from "react-router";
import { z } from "zod";
import type { Actor, Db } from "~/access/project-access.server";
import { parseFormWithin, UnreadableFormError } from "~/lib/read-form-data";
import { BodyTooLargeError } from "~/lib/read-limited-body";
import { sectionListProblems } from "~/features/sections/section-list-rules";
import type { FieldProblem } from "./autosave";
import { SIGNED_OUT_MESSAGE, type SaveAnswer } from "./save-answer";
import { AppError, httpStatusOf } from "~/lib/app-error";

export const SAVE_TOO_LARGE_MESSAGE = "Too large to save: split the content into several pages or shorten the text.";
const INCOMPLETE_MESSAGE = "The save was incomplete. Reload the editor.";

const saveFormSchema = z.object({
  kind: z.enum(["page", "module"]),
  documentId: z.string().min(1).max(64),
  version: z.string().max(20),
  sections: z.string(),
});

type SaveContent = (db: Db, actor: Actor, input: { projectId: string; documentId: string; sections: string; version: string }) => Promise<{ version: number }>;

/** The use cases that save a page's or a module's sections, refusing with AppError; the route brings them. */
export type ContentSavers = { page: SaveContent; module: SaveContent };

function answer(body: SaveAnswer, init?: ResponseInit): Response {
  return Response.json(body, { ...init, headers: { "Cache-Control": "no-store" } });
}

/**
 * The save's form, or the answer refusing it in the save's own terms: over `maxBytes` (413, the
 * rest left unread) or not a form (400).
 */
export async function readSaveForm(request: Request, maxBytes: number): Promise<FormData | Response> {
  try {
    return await parseFormWithin(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer({ ok: false, code: "INVALID", message: SAVE_TOO_LARGE_MESSAGE }, { status: httpStatusOf("TOO_LARGE") });
    if (error instanceof UnreadableFormError) return answer({ ok: false, code: "INVALID", message: INCOMPLETE_MESSAGE }, { status: httpStatusOf("INVALID") });
    throw error;
  }
}

export function signedOutAnswer(): Response {
  return answer({ ok: false, code: "SIGNED_OUT", message: SIGNED_OUT_MESSAGE }, { status: httpStatusOf("NOT_SIGNED_IN") });
}

/** The fields a refused section list names, for the editor to mark (empty when the list itself was unreadable). */
function fieldProblems(kind: "page" | "module", sections: string): FieldProblem[] {
  let list: unknown;
  try {
    list = JSON.parse(sections);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return sectionListProblems(list, { allowModuleReferences: kind === "page" }).flatMap((problem) =>
    problem.sectionId ? (problem.fields ?? [{ path: [], message: problem.message }]).map((field) => ({ sectionId: problem.sectionId ?? "", ...field })) : [],
  );
}

async function storedVersion(context: AppLoadContext, kind: "page" | "module", projectId: string, documentId: string): Promise<number | null> {
  const table = kind === "page" ? "pages" : "modules";
  const row = await context.database.db.selectFrom(table).select("version").where("id", "=", documentId).where("projectId", "=", projectId).executeTakeFirst();
  return row?.version ?? null;
}

/**
 * The editor's save: the whole section list with the version it was based on. The use-cases
 * check the version and every section; the answer says what happened in a way the autosave reads.
 */
export async function saveEditorContent(context: AppLoadContext, actor: Actor, projectId: string, form: FormData, savers: ContentSavers) {
  const parsed = saveFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return answer({ ok: false, code: "INVALID", message: INCOMPLETE_MESSAGE }, { status: httpStatusOf("INVALID") });
  const { kind, documentId, version, sections } = parsed.data;
  const { db } = context.database;
  try {
    const saved = await savers[kind](db, actor, { projectId, documentId, sections, version });
    return answer({ ok: true, version: saved.version });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const latest = error.code === "STALE_VERSION" ? await storedVersion(context, kind, projectId, documentId) : null;
    const problems = error.code === "INVALID" ? fieldProblems(kind, sections) : [];
    return answer({ ok: false, code: error.code, message: error.message, storedVersion: latest, ...(problems.length ? { problems } : {}) }, { status: error.status });
  }
}
