import type { Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { newQrCode } from "~/lib/new-qr-code.server";

const ATTEMPTS = 3;

export type QrCodeTarget = { target: string; label: string };

/**
 * The code of each target of a project, making the missing ones: the same address always prints
 * the same code, so a code on paper keeps counting (decision 0040). A code is a derived name of an
 * address, like its QR image, so reading a screen may make it. Keys of the answer are the targets.
 * Only an address's own code counts: one a partner deleted or pointed here from elsewhere does not
 * (decision 0045), so deleting an address's code gives the address a new one here.
 */
export async function ensureQrCodes(db: Db, projectId: string, wanted: readonly QrCodeTarget[], now = new Date()): Promise<Map<string, string>> {
  const labels = new Map(wanted.map((entry) => [entry.target, entry.label]));
  const targets = [...labels.keys()];
  if (targets.length === 0) return new Map();
  for (let attempt = 0; ; attempt += 1) {
    const rows = await db
      .selectFrom("qrCodes")
      .select(["code", "target"])
      .where("projectId", "=", projectId)
      .where("target", "in", targets)
      .where("retargetedAt", "is", null)
      .where("deletedAt", "is", null)
      .execute();
    const found = new Map(rows.map((row) => [row.target, row.code]));
    const missing = targets.filter((target) => !found.has(target));
    if (missing.length === 0) return found;
    if (attempt === ATTEMPTS) throw new AppError("CONFLICT", "Could not make a QR code; try again.");
    // Another request may make the same target's code at once, or (very rarely) a random code be
    // taken: both are skipped here and read, or made anew, on the next round.
    await db
      .insertInto("qrCodes")
      .values(missing.map((target) => ({ code: newQrCode(), projectId, target, label: labels.get(target) ?? "", created: now, retargetedAt: null, deletedAt: null })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}
