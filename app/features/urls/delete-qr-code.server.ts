import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { deleteQrCodeSchema } from "./qr-code-change-schema";

export const QR_CODE_NOT_FOUND_MESSAGE = "This QR code is not in this project any more: it may have been deleted already. Reload the page.";

/**
 * Deletes one of the project's QR codes, for owners and editors (decision 0045): its short address
 * answers 410 from the next scan on, on every node, since scans read the code from the database.
 * The row stays, marked deleted, so the code is never given out again and never opens another
 * target, and its scans stay in the figures. An address whose own code it was gets a new code the
 * next time the URLs screen shows it.
 */
export async function deleteQrCode(db: Db, actor: Actor, input: { projectId: string; values: unknown }): Promise<{ code: string; label: string }> {
  const { code } = parseInput(deleteQrCodeSchema, input.values);
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const deleted = await trx
      .updateTable("qrCodes")
      .set({ deletedAt: now })
      .where("code", "=", code)
      .where("projectId", "=", projectId)
      .where("deletedAt", "is", null)
      .returning(["code", "label"])
      .executeTakeFirst();
    if (!deleted) throw new AppError("NOT_FOUND", QR_CODE_NOT_FOUND_MESSAGE);
    return deleted;
  });
}
