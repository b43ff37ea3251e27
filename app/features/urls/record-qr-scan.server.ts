import { sql } from "kysely";
import type { Db } from "~/access/project-access.server";
import type { ConversionVisitor } from "./record-conversion.server";
import { countOncePerVisitorADay, dailyVisitorKey } from "./count-once-per-visitor-a-day.server";

export type QrScanInput = { projectId: string; code: string; visitor: ConversionVisitor; now: Date };

/**
 * Counts a scan of a QR code at most once per visitor, code and UTC day: in the code's own daily
 * row (the URLs screen's per-code figures) and as a `qr-scan` analytics event, which the daily
 * event counts add up per project for the activity chart. Answers whether this scan was counted.
 */
export async function recordQrScan(db: Db, secret: Buffer, input: QrScanInput): Promise<boolean> {
  const day = input.now.toISOString().slice(0, 10);
  // Who scanned, without keeping who they are: a keyed hash that changes every day (as for messaging clicks).
  const visitorKey = dailyVisitorKey(secret, day, input.visitor, "qr-scan-visitor", input.code);
  return countOncePerVisitorADay(db, day, visitorKey, async (trx) => {
    await trx
      .insertInto("qrCodeDailyScans")
      .values({ code: input.code, day, scans: 1 })
      .onConflict((conflict) => conflict.columns(["code", "day"]).doUpdateSet({ scans: sql<number>`qr_code_daily_scans.scans + 1` }))
      .execute();
    await trx
      .insertInto("analyticsEvents")
      .values({ name: "qr-scan", params: { code: input.code }, userId: null, projectId: input.projectId, occurredAt: input.now })
      .execute();
  });
}
