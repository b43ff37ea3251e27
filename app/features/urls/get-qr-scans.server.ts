import { requireReadableProject, type Actor, type Db } from "~/access/project-access.server";
import type { DailyCount } from "~/lib/utc-days";
import { getDailyEventCounts } from "./get-daily-event-counts.server";

/** Scans of all the project's QR codes per UTC day (YYYY-MM-DD, oldest first). */
export function getDailyQrScans(db: Db, actor: Actor, input: { projectId: string; days: readonly string[] }): Promise<DailyCount[]> {
  return getDailyEventCounts(db, actor, { ...input, name: "qr-scan" });
}

export type QrCodeScans = { code: string; label: string; target: string; scans: number };

/** Every QR code of the project with its scans since `firstDay` (UTC, inclusive), most scanned first. */
export async function getQrScansByCode(db: Db, actor: Actor, input: { projectId: string; firstDay: string }): Promise<QrCodeScans[]> {
  const project = await requireReadableProject(db, actor, input.projectId);
  const rows = await db
    .selectFrom("qrCodes")
    .leftJoin("qrCodeDailyScans", (join) => join.onRef("qrCodeDailyScans.code", "=", "qrCodes.code").on("qrCodeDailyScans.day", ">=", input.firstDay))
    .select((eb) => ["qrCodes.code", "qrCodes.label", "qrCodes.target", eb.fn.coalesce(eb.fn.sum<number | string>("qrCodeDailyScans.scans"), eb.lit(0)).as("scans")])
    .where("qrCodes.projectId", "=", project.id)
    .groupBy(["qrCodes.code", "qrCodes.label", "qrCodes.target"])
    .execute();
  return rows
    .map((row) => ({ code: row.code, label: row.label, target: row.target, scans: Number(row.scans) }))
    .sort((a, b) => b.scans - a.scans || a.label.localeCompare(b.label));
}
