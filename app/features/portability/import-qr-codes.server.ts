import type { Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { newQrCode } from "~/lib/new-qr-code.server";
import type { ExportedQrCode } from "./export-format";

/** A code of the file that was taken on this installation, and the one the imported project has instead: to be printed anew. */
export type RenumberedQrCode = { label: string; from: string; to: string };

const ATTEMPTS = 5;

/**
 * Recreates the file's QR codes in the imported project, inside the import's transaction
 * (decision 0045): each keeps its code when no project of this installation has it (deleted codes
 * hold theirs too), so printed codes keep working once the site answers here; a taken code gets a
 * new one, which the import's answer reports. Targets are below the project (`/about`) and are
 * put under its new id.
 */
export async function importQrCodes(trx: Db, projectId: string, codes: readonly ExportedQrCode[], now: Date): Promise<RenumberedQrCode[]> {
  const renumbered: RenumberedQrCode[] = [];
  for (const entry of codes) {
    const target = entry.target.startsWith("/") ? `/${projectId}${entry.target === "/" ? "" : entry.target}` : entry.target;
    const row = { projectId, target, label: entry.label, created: new Date(entry.created), retargetedAt: entry.retargeted ? now : null, deletedAt: null };
    let code = entry.code;
    for (let attempt = 0; ; attempt += 1) {
      const inserted = await trx.insertInto("qrCodes").values({ ...row, code }).onConflict((conflict) => conflict.column("code").doNothing()).executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) break;
      if (attempt === ATTEMPTS) throw new AppError("CONFLICT", "Could not give the imported QR codes new codes; try the import again.");
      code = newQrCode();
    }
    if (code !== entry.code) renumbered.push({ label: entry.label, from: entry.code, to: code });
  }
  return renumbered;
}
