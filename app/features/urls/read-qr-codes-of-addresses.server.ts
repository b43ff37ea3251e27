import type { Actor, Db } from "~/access/project-access.server";
import { lastDays } from "~/lib/utc-days";
import { ensureQrCodes } from "./ensure-qr-codes.server";
import { getQrScansByCode } from "./get-qr-scans.server";
import type { PublicAddress } from "./list-public-addresses.server";
import { qrScanAddress } from "./qr-scan-address";

/** What the URLs screen shows beside an address's QR code: the short address it encodes and its scans of the last 30 days. */
export type AddressQrCode = { address: string; scans: number };

/** The QR code of each public address (made on first sight, decision 0040), by the address's path. */
export async function readQrCodesOfAddresses(
  db: Db,
  actor: Actor,
  input: { projectId: string; addresses: readonly PublicAddress[]; origin: string; primaryDomain: string | null },
): Promise<Map<string, AddressQrCode>> {
  const codes = await ensureQrCodes(db, input.projectId, input.addresses.map((address) => ({ target: address.path, label: address.label })));
  const firstDay = lastDays(30)[0] ?? "";
  const scans = new Map((await getQrScansByCode(db, actor, { projectId: input.projectId, firstDay })).map((row) => [row.code, row.scans]));
  const answer = new Map<string, AddressQrCode>();
  for (const [path, code] of codes) answer.set(path, { address: qrScanAddress(code, input), scans: scans.get(code) ?? 0 });
  return answer;
}
