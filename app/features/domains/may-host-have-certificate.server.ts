import type { AppDatabase } from "../../../db/database";
import type { PointsHere } from "./remembered-dns-answers.server";

const CERTIFIABLE_STATES = ["verified", "active"] as const;

/**
 * The `www.` twin of a host: `www.crumb.test` for `crumb.test` and back. A verified domain's twin
 * is redirected to it (docs/product.md#custom-domains), and a redirect over https needs a
 * certificate for the twin too.
 */
export function wwwTwinOf(host: string): string {
  return host.startsWith("www.") ? host.slice("www.".length) : `www.${host}`;
}

/**
 * Whether Caddy may obtain a certificate for `host` (lower-case punycode, no trailing dot): it is
 * a verified or active domain of some project, or the `www.` twin of one, and its DNS records point
 * here by the rule verification uses (a CNAME to PUBLIC_HOSTNAME or addresses among PUBLIC_IPS). A
 * pending, failed or unknown host gets none, so nobody can make the server ask a CA for names it
 * does not serve; nor does a twin without records, for which the CA's challenge could only fail
 * while the visitor's first handshake waits (docs/product.md#custom-domains).
 */
export async function mayHostHaveCertificate(database: AppDatabase, host: string, pointsHere: PointsHere): Promise<boolean> {
  const found = await database.db
    .selectFrom("projectDomains")
    .select("id")
    .where("host", "in", [host, wwwTwinOf(host)])
    .where("state", "in", CERTIFIABLE_STATES)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined && (await pointsHere(host));
}
