import type { Actor, Db } from "~/access/project-access.server";
import { lastDays } from "~/lib/utc-days";
import { ensureQrCodes } from "./ensure-qr-codes.server";
import { getQrScansByCode } from "./get-qr-scans.server";
import type { PublicAddress } from "./list-public-addresses.server";
import { qrScanAddress } from "./qr-scan-address";

/** What the URLs screen shows beside an address's QR code: the short address it encodes and its scans of the last 30 days. */
export type AddressQrCode = { address: string; scans: number };

/** One code the project has (deleted ones aside), as the URLs screen's list of codes shows it to manage it. */
export type ProjectQrCode = { code: string; address: string; label: string; target: string; scans: number; retargeted: boolean };

/**
 * The QR code of each public address (made on first sight, decision 0040), by the address's path,
 * and every code of the project that still answers, with its scans of the last 30 days.
 */
export async function readQrCodesOfAddresses(
  db: Db,
  actor: Actor,
  input: { projectId: string; addresses: readonly PublicAddress[]; origin: string; primaryDomain: string | null },
): Promise<{ byAddress: Map<string, AddressQrCode>; codes: ProjectQrCode[] }> {
  const own = await ensureQrCodes(db, input.projectId, input.addresses.map((address) => ({ target: address.path, label: address.label })));
  const firstDay = lastDays(30)[0] ?? "";
  const rows = await getQrScansByCode(db, actor, { projectId: input.projectId, firstDay });
  const scans = new Map(rows.map((row) => [row.code, row.scans]));
  const byAddress = new Map<string, AddressQrCode>();
  for (const [path, code] of own) byAddress.set(path, { address: qrScanAddress(code, input), scans: scans.get(code) ?? 0 });
  const codes = rows
    .filter((row) => !row.deleted)
    .map((row) => ({ code: row.code, address: qrScanAddress(row.code, input), label: row.label, target: row.target, scans: row.scans, retargeted: row.retargeted }));
  return { byAddress, codes };
}
