/**
 * Where every QR code the app gives points: `/q/{code}` on the site's own host (decision 0040).
 * `q` can never be a project id (ids have at least two characters, docs/product.md#route-parameters),
 * and on a domain pages are one segment and modules end in `/module`, which no eight-character
 * code is, so the prefix collides with no page, module or app route.
 */
export const QR_SCAN_PREFIX = "/q/";

/** The short address a code is printed with: on the project's active primary domain when it has one, else on the app's host. */
export function qrScanAddress(code: string, host: { origin: string; primaryDomain: string | null }): string {
  return `${host.primaryDomain ? `https://${host.primaryDomain}` : host.origin}${QR_SCAN_PREFIX}${code}`;
}

/** What a deleted code's short address answers, with status 410 (docs/product.md#qr-codes). */
export function qrCodeDeletedText(code: string): string {
  return `This QR code was deleted by the site's owner: ${QR_SCAN_PREFIX}${code} no longer opens anything.`;
}
