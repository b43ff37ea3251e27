import { requireOwnedProject, type Actor, type Db } from "~/access/project-access.server";
import { ensureQrCodes } from "./ensure-qr-codes.server";
import { getActivePrimaryDomain } from "./get-active-primary-domain.server";
import { messagingQrLabel } from "./messaging-qr-label";
import { qrScanAddress } from "./qr-scan-address";

/**
 * The short counted address a QR code of a messaging link is printed with (decision 0040): made
 * once per link and project, by those who may change the project's content. `target` is a link
 * `messagingQrCodeSchema` accepted.
 */
export async function makeMessagingQrCode(db: Db, actor: Actor, input: { projectId: string; target: string; origin: string }): Promise<{ code: string; address: string }> {
  const project = await requireOwnedProject(db, actor, input.projectId, "edit-content");
  const codes = await ensureQrCodes(db, project.id, [{ target: input.target, label: messagingQrLabel(input.target) }]);
  const code = codes.get(input.target) ?? "";
  return { code, address: qrScanAddress(code, { origin: input.origin, primaryDomain: await getActivePrimaryDomain(db, project.id) }) };
}
