import type { Db } from "~/access/project-access.server";
import { CONVERSION_SECRET_NAME } from "~/lib/conversion-token.server";
import { messagingAppOf } from "~/lib/messaging-links";
import { QR_CODE_PATTERN } from "~/lib/qr-short-code";
import { installationSecret } from "../../../db/installation-secrets";
import { getActivePrimaryDomain } from "./get-active-primary-domain.server";
import { publicAddressUrl } from "./list-public-addresses.server";
import { qrCodeAddress } from "./qr-code.server";
import type { ConversionVisitor } from "./record-conversion.server";
import { recordQrScan } from "./record-qr-scan.server";

export type QrScan = {
  code: string;
  visitor: ConversionVisitor;
  countable: boolean;
  /** PUBLIC_URL's origin, where a project without an active domain is served. */
  origin: string;
  now?: Date;
};

/** The project a code belongs to (deleted codes too, which its domain answers 410), or null: a domain answers only its own project's codes. */
export async function projectOfQrCode(db: Db, code: string): Promise<string | null> {
  if (!QR_CODE_PATTERN.test(code)) return null;
  const row = await db.selectFrom("qrCodes").select("projectId").where("code", "=", code).executeTakeFirst();
  return row?.projectId ?? null;
}

/** What a scan of `/q/{code}` answers: where to go, a code its project deleted, or nothing here. */
export type QrScanAnswer = { kind: "open"; url: string } | { kind: "deleted" } | { kind: "unknown" };

/**
 * Where a scan of `/q/{code}` goes, counting it when `countable` (decision 0040): a page or module
 * code to the address it has now (on the active primary domain once there is one), with
 * `utm_source=qr` so its leads say "qr"; a messaging code to its wa.me or t.me link. An unknown
 * code is `unknown`, so the redirect is no redirector for anyone else's addresses; a deleted one is
 * `deleted` and counts nothing, and its code is never given to another target (decision 0045).
 * The code is read from the database on every scan, so a delete or retarget holds on every node at once.
 */
export async function followQrScan(db: Db, scan: QrScan): Promise<QrScanAnswer> {
  if (!QR_CODE_PATTERN.test(scan.code)) return { kind: "unknown" };
  const row = await db.selectFrom("qrCodes").select(["code", "projectId", "target", "deletedAt"]).where("code", "=", scan.code).executeTakeFirst();
  if (!row) return { kind: "unknown" };
  if (row.deletedAt) return { kind: "deleted" };
  let url: string;
  if (row.target.startsWith("/")) {
    const primaryDomain = await getActivePrimaryDomain(db, row.projectId);
    url = qrCodeAddress(publicAddressUrl(row.projectId, row.target, { origin: scan.origin, primaryDomain }));
  } else if (messagingAppOf(row.target)) {
    url = row.target;
  } else {
    return { kind: "unknown" };
  }
  if (scan.countable) {
    const secret = await installationSecret(db, CONVERSION_SECRET_NAME);
    await recordQrScan(db, secret, { projectId: row.projectId, code: row.code, visitor: scan.visitor, now: scan.now ?? new Date() });
  }
  return { kind: "open", url };
}
