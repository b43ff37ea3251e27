import { requireReadableProject, type Actor, type Db } from "~/access/project-access.server";
import type { DailyCount } from "~/lib/utc-days";
import { getDailyEventCounts } from "./get-daily-event-counts.server";

/** Scans of all the project's QR codes per UTC day (YYYY-MM-DD, oldest first). */
export function getDailyQrScans(db: Db, actor: Actor, input: { projectId: string; days: readonly string[] }): Promise<DailyCount[]> {
  return getDailyEventCounts(db, actor, { ...input, name: "qr-scan" });
}

export type QrCodeScans = { code: string; label: string; target: string; scans: number; retargeted: boolean; deleted: boolean };

/**
 * Every QR code of the project with its scans since `firstDay` (UTC, inclusive), most scanned first.
 * Deleted codes are listed too: their scans stay in the figures (decision 0045).
 */
export async function getQrScansByCode(db: Db, actor: Actor, input: { projectId: string; firstDay: string }): Promise<QrCodeScans[]> {
  const project = await requireReadableProject(db, actor, input.projectId);
  const rows = await db
    .selectFrom("qrCodes")
    .leftJoin("qrCodeDailyScans", (join) => join.onRef("qrCodeDailyScans.code", "=", "qrCodes.code").on("qrCodeDailyScans.day", ">=", input.firstDay))
    .select((eb) => ["qrCodes.code", "qrCodes.label", "qrCodes.target", "qrCodes.retargetedAt", "qrCodes.deletedAt", eb.fn.coalesce(eb.fn.sum<number | string>("qrCodeDailyScans.scans"), eb.lit(0)).as("scans")])
    .where("qrCodes.projectId", "=", project.id)
    .groupBy(["qrCodes.code", "qrCodes.label", "qrCodes.target", "qrCodes.retargetedAt", "qrCodes.deletedAt"])
    .execute();
  return rows
    .map((row) => ({ code: row.code, label: row.label, target: row.target, scans: Number(row.scans), retargeted: row.retargetedAt !== null, deleted: row.deletedAt !== null }))
    .sort((a, b) => b.scans - a.scans || a.label.localeCompare(b.label));
}
