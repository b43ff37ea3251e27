import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { messagingAppOf } from "~/lib/messaging-links";
import { QR_CODE_NOT_FOUND_MESSAGE } from "./delete-qr-code.server";
import { messagingQrLabel } from "./messaging-qr-label";
import { QR_TARGET_MESSAGE, retargetQrCodeSchema } from "./qr-code-change-schema";

/** An address the code may open: one of the project's public addresses as the route listed them. */
export type RetargetableAddress = { path: string; label: string };

/**
 * Points one of the project's QR codes at another of its addresses, for owners and editors
 * (decision 0045), so a printed code keeps being useful; its scans go on counting under the same
 * code. The target is one of the project's public addresses (listed by the route from its pages
 * and modules) or a messaging link under the rule its own codes follow (decision 0040): never any
 * other address, so `/q/` stays no open redirector. The code then opens the new target beside that
 * address's own code; the address it was made for gets a new code of its own when next shown.
 */
export async function retargetQrCode(
  db: Db,
  actor: Actor,
  input: { projectId: string; values: unknown; addresses: readonly RetargetableAddress[] },
): Promise<{ code: string; label: string }> {
  const { code, target } = parseInput(retargetQrCodeSchema, input.values);
  const address = input.addresses.find((entry) => entry.path === target);
  if (!address && !messagingAppOf(target)) throw new AppError("INVALID", QR_TARGET_MESSAGE, { fieldErrors: { target: QR_TARGET_MESSAGE } });
  const label = address ? address.label : messagingQrLabel(target);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const current = await trx
      .selectFrom("qrCodes")
      .select(["target"])
      .where("code", "=", code)
      .where("projectId", "=", projectId)
      .where("deletedAt", "is", null)
      .executeTakeFirst();
    if (!current) throw new AppError("NOT_FOUND", QR_CODE_NOT_FOUND_MESSAGE);
    // Already opening it: nothing changes, and an address's own code stays its own.
    if (current.target === target) return { code, label };
    await trx.updateTable("qrCodes").set({ target, label, retargetedAt: now }).where("code", "=", code).where("projectId", "=", projectId).execute();
    return { code, label };
  });
}
