import type { Actor } from "~/access/project-access.server";
import { AppError, httpStatusOf } from "~/lib/app-error";
import { parseFormWithin, UnreadableFormError } from "~/lib/read-form-data";
import { BodyTooLargeError } from "~/lib/read-limited-body";
import type { ImportAnswer } from "./import-answer";
import { importProject, type ImportDeps, type ImportedProject } from "./import-project.server";


export const IMPORT_BUSY_MESSAGE = "Another import is in progress on this installation. Try again in a minute.";

// An import holds its archive and images in memory (up to the project quota), so this process
// runs one at a time and answers the next 503 before reading its body (decision 0026).
const IMPORTS_AT_ONCE = 1;
let importsRunning = 0;

function answer(body: ImportAnswer, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

function megabytes(bytes: number): string {
  return `${Math.floor(bytes / (1024 * 1024))} MB`;
}

/** The import summary: what arrived, and each printed QR code that must be printed anew because its code is taken here. */
function importedMessage({ id, name, renumberedQrCodes }: ImportedProject): string {
  const base = `Imported “${name}” as ${id}. It is not published yet.`;
  if (renumberedQrCodes.length === 0) return base;
  const list = renumberedQrCodes.map((entry) => `${entry.label} /q/${entry.from} → /q/${entry.to}`).join(", ");
  const count = renumberedQrCodes.length === 1 ? "1 QR code was" : `${renumberedQrCodes.length} QR codes were`;
  return `${base} ${count} already taken on this installation and got a new code, so print ${renumberedQrCodes.length === 1 ? "it" : "them"} again: ${list}.`;
}

/**
 * POST /project-import, multipart with `archive` (the export's zip) and optional `id`. The body is
 * read under `maxBytes` and refused past it unread (docs/product.md#portability); the gate has
 * already let a signed-in, active person through.
 */
export async function handleImportRequest(request: Request, deps: ImportDeps, actor: Actor, maxBytes: number): Promise<Response> {
  if (importsRunning >= IMPORTS_AT_ONCE) return answer({ ok: false, message: IMPORT_BUSY_MESSAGE, problems: [] }, httpStatusOf("BUSY"), { "Retry-After": "60" });
  importsRunning += 1;
  try {
    return await readAndImport(request, deps, actor, maxBytes);
  } finally {
    importsRunning -= 1;
  }
}

async function readAndImport(request: Request, deps: ImportDeps, actor: Actor, maxBytes: number): Promise<Response> {
  let form: FormData;
  try {
    form = await parseFormWithin(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer({ ok: false, message: `This file is too large to import: at most ${megabytes(maxBytes)}.`, problems: [] }, httpStatusOf("TOO_LARGE"));
    if (error instanceof UnreadableFormError) return answer({ ok: false, message: "The upload could not be read. Try again.", problems: [] }, httpStatusOf("INVALID"));
    throw error;
  }
  const archive = form.get("archive");
  if (!archive || typeof archive === "string") return answer({ ok: false, message: "Choose an exported project (.zip) to import.", problems: [] }, httpStatusOf("INVALID"));
  const id = form.get("id");
  try {
    const imported = await importProject(deps, actor, { archive: Buffer.from(await archive.arrayBuffer()), id: typeof id === "string" ? id : undefined });
    return answer({ ok: true, id: imported.id, message: importedMessage(imported), renumberedQrCodes: imported.renumberedQrCodes });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const problems = Object.entries(error.fieldErrors).flatMap(([path, message]) => (message ? [{ path, message }] : []));
    return answer({ ok: false, message: error.message, problems }, error.status);
  }
}
