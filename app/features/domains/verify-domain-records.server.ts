import { Resolver } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import type { DomainsConfig } from "../../../server/domains-config";
import { isApex, verificationRecordName, type DomainTarget } from "./domain-records.server";

/** What one look at a domain's DNS records found: it points to us and proves the claim, or why not, in plain words. */
export type CheckOutcome = { verified: true } | { verified: false; reason: string };

/** Which DNS server to ask (`address:port`, undefined for the system's) and how patiently. */
export type ResolverOptions = { server: string | undefined; timeoutMs?: number; tries?: number };

export const DNS_UNANSWERED_REASON = "The DNS server did not answer. Pagewright will try again.";

/** The answers DNS gives when a name or record does not exist: a finding, not a failure to look. */
const MISSING_CODES = new Set(["ENODATA", "ENOTFOUND"]);

/** A look that found nothing either way; its message is the reason shown to the partner. */
class DnsUnanswered extends Error {}

async function lookUp<T>(name: string, lookup: () => Promise<T[]>): Promise<T[]> {
  try {
    return await lookup();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (MISSING_CODES.has(code)) return [];
    // SERVFAIL comes from the domain's own name servers (broken delegation or DNSSEC), so it is the partner's to fix.
    const reason = code === "ESERVFAIL" ? `The DNS servers of ${name} answered with an error (SERVFAIL): check the domain's settings at your DNS provider.` : DNS_UNANSWERED_REASON;
    throw new DnsUnanswered(reason, { cause: error });
  }
}

const withoutDot = (name: string) => name.toLowerCase().replace(/\.$/, "");

/**
 * Looks at `host`'s records with Node's resolver: the TXT record `_pagewright.{host}` must contain
 * `token`, and the host must point here — a subdomain by a CNAME to PUBLIC_HOSTNAME (or addresses
 * among PUBLIC_IPS), an apex by A/AAAA records all among PUBLIC_IPS; an apex is checked by its TXT
 * record alone when PUBLIC_IPS is not configured (docs/product.md#custom-domains).
 */
export async function verifyDomainRecords(host: string, token: string, target: DomainTarget, options: ResolverOptions): Promise<CheckOutcome> {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 3_000, tries: options.tries ?? 2 });
  if (options.server) resolver.setServers([options.server]);
  try {
    const txtName = verificationRecordName(host);
    const texts = await lookUp(txtName, () => resolver.resolveTxt(txtName));
    if (texts.length === 0) return { verified: false, reason: `No TXT record ${txtName} was found.` };
    if (!texts.some((chunks) => chunks.join("").trim() === token)) {
      return { verified: false, reason: `The TXT record ${txtName} does not contain this domain's token ${token}.` };
    }
    return await pointsHere(resolver, host, target);
  } catch (error) {
    if (error instanceof DnsUnanswered) return { verified: false, reason: error.message };
    throw error;
  } finally {
    resolver.cancel();
  }
}

async function addressesOf(resolver: Resolver, host: string): Promise<string[]> {
  const [v4, v6] = await Promise.all([lookUp(host, () => resolver.resolve4(host)), lookUp(host, () => resolver.resolve6(host))]);
  return [...v4, ...v6];
}

function ourAddresses(publicIps: readonly string[]): BlockList {
  const list = new BlockList();
  for (const address of publicIps) list.addAddress(address, isIP(address) === 6 ? "ipv6" : "ipv4");
  return list;
}

async function pointsHere(resolver: Resolver, host: string, { publicHostname, publicIps }: DomainTarget): Promise<CheckOutcome> {
  const ours = ourAddresses(publicIps);
  const isOurs = (address: string) => ours.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
  const expectedAddresses = publicIps.join(" or ");
  if (isApex(host)) {
    if (publicIps.length === 0) return { verified: true };
    const addresses = await addressesOf(resolver, host);
    if (addresses.length === 0) return { verified: false, reason: `No A or AAAA record for ${host} was found: point it to ${expectedAddresses}.` };
    const elsewhere = addresses.filter((address) => !isOurs(address));
    if (elsewhere.length) return { verified: false, reason: `${host} points to ${elsewhere.join(", ")}, not to ${expectedAddresses}.` };
    return { verified: true };
  }
  const [alias] = (await lookUp(host, () => resolver.resolveCname(host))).map(withoutDot);
  if (alias === publicHostname) return { verified: true };
  const addresses = publicIps.length || !alias ? await addressesOf(resolver, host) : [];
  if (publicIps.length && addresses.length && addresses.every(isOurs)) return { verified: true };
  const expected = [publicHostname, ...publicIps].join(" or ");
  if (alias) return { verified: false, reason: `${host} points to ${alias}, not to ${expected}.` };
  if (addresses.length) return { verified: false, reason: `${host} points to ${addresses.join(", ")}, not to ${expected}.` };
  return { verified: false, reason: `No CNAME record for ${host} was found: point it to ${publicHostname}.` };
}

/** Whether `host` points here by the rule verification uses; "unanswered" when the DNS server gave no answer either way. */
export type PointsHereAnswer = "here" | "elsewhere" | "unanswered";

/**
 * Looks only at where `host` points (no TXT record): what Caddy's certificate question needs for a
 * verified domain and its `www.` twin, so no CA is asked for a name that does not reach this
 * installation (docs/product.md#custom-domains).
 */
export async function whereHostPoints(host: string, target: DomainTarget, options: ResolverOptions): Promise<PointsHereAnswer> {
  const resolver = new Resolver({ timeout: options.timeoutMs ?? 3_000, tries: options.tries ?? 2 });
  if (options.server) resolver.setServers([options.server]);
  try {
    return (await pointsHere(resolver, host, target)).verified ? "here" : "elsewhere";
  } catch (error) {
    if (error instanceof DnsUnanswered) return "unanswered";
    throw error;
  } finally {
    resolver.cancel();
  }
}

/** Looks at one domain's records; the use cases take it so tests and the server share one path. */
export type DomainChecker = (host: string, token: string) => Promise<CheckOutcome>;

/** The checker of this installation: its resolver, host name and addresses. */
export function domainCheckerFor(config: DomainsConfig): DomainChecker {
  return (host, token) => verifyDomainRecords(host, token, config, { server: config.dnsResolver });
}
