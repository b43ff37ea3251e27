import { isIP } from "node:net";
import { getDomain } from "tldts";
import type { DomainsConfig } from "../../../server/domains-config";

/** One record a partner sets at their DNS provider. */
export type DnsRecord = { type: "TXT" | "CNAME" | "A" | "AAAA"; name: string; value: string };

/** Where a domain must point: the configured host name and addresses (docs/product.md#custom-domains). */
export type DomainTarget = Pick<DomainsConfig, "publicHostname" | "publicIps">;

/** The TXT record that proves a project's claim on `host`. */
export function verificationRecordName(host: string): string {
  return `_pagewright.${host}`;
}

/**
 * Whether `host` is a registered domain itself (crumb.test, crumb.co.uk) rather than a name under
 * one: DNS allows no CNAME there, so it must point with A/AAAA records. Public suffixes come from
 * the public suffix list, so crumb.co.uk is an apex and shop.crumb.co.uk is not.
 */
export function isApex(host: string): boolean {
  return getDomain(host) === host;
}

/**
 * What to set at the DNS provider, and, when this installation's addresses are not configured,
 * why an apex needs only its TXT record here.
 */
export function recordsToSet(host: string, token: string, target: DomainTarget): { records: DnsRecord[]; unknownAddresses: boolean } {
  const txt: DnsRecord = { type: "TXT", name: verificationRecordName(host), value: token };
  if (!isApex(host)) return { records: [{ type: "CNAME", name: host, value: target.publicHostname }, txt], unknownAddresses: false };
  const addresses = target.publicIps.map((address): DnsRecord => ({ type: isIP(address) === 6 ? "AAAA" : "A", name: host, value: address }));
  return { records: [...addresses, txt], unknownAddresses: addresses.length === 0 };
}
