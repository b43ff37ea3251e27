import type { Db } from "~/access/project-access.server";
import { CONVERSION_SECRET_NAME } from "~/lib/conversion-token.server";
import { messagingAppOf } from "~/lib/messaging-links";
import { installationSecret } from "../../../db/installation-secrets";
import { getActivePrimaryDomain } from "./get-active-primary-domain.server";
import { publicAddressUrl } from "./list-public-addresses.server";
import { qrCodeAddress } from "./qr-code.server";
import { QR_CODE_PATTERN } from "./qr-scan-address";
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

/** The project a code belongs to, or null: a domain answers only its own project's codes. */
export async function projectOfQrCode(db: Db, code: string): Promise<string | null> {
  if (!QR_CODE_PATTERN.test(code)) return null;
  const row = await db.selectFrom("qrCodes").select("projectId").where("code", "=", code).executeTakeFirst();
  return row?.projectId ?? null;
}

/**
 * Where a scan of `/q/{code}` goes, counting it when `countable` (decision 0040): a page or module
 * code to the address it has now (on the active primary domain once there is one), with
 * `utm_source=qr` so its leads say "qr"; a messaging code to its wa.me or t.me link. Null for an
 * unknown code, so the redirect is no redirector for anyone else's addresses.
 */
export async function followQrScan(db: Db, scan: QrScan): Promise<string | null> {
  if (!QR_CODE_PATTERN.test(scan.code)) return null;
  const row = await db.selectFrom("qrCodes").select(["code", "projectId", "target"]).where("code", "=", scan.code).executeTakeFirst();
  if (!row) return null;
  let url: string;
  if (row.target.startsWith("/")) {
    const primaryDomain = await getActivePrimaryDomain(db, row.projectId);
    url = qrCodeAddress(publicAddressUrl(row.projectId, row.target, { origin: scan.origin, primaryDomain }));
  } else if (messagingAppOf(row.target)) {
    url = row.target;
  } else {
    return null;
  }
  if (scan.countable) {
    const secret = await installationSecret(db, CONVERSION_SECRET_NAME);
    await recordQrScan(db, secret, { projectId: row.projectId, code: row.code, visitor: scan.visitor, now: scan.now ?? new Date() });
  }
  return url;
}
