import { isIP } from "node:net";
import { z } from "zod";
import { compiledSetting } from "./compiled-setting";
import { compileAddressList, type TrustProxy } from "./trust-proxy";

/** `address:port` with an IPv4 address, or `[address]:port` with an IPv6 one, as Node's resolver takes them. */
function isResolverAddress(value: string): boolean {
  const match = /^(?:\[([^\]]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(value);
  if (!match) return false;
  const port = Number(match[3]);
  const address = match[1] ?? match[2] ?? "";
  return port >= 1 && port <= 65535 && isIP(address) === (match[1] ? 6 : 4);
}

/** The environment variables of custom domains and their certificates, as part of the config schema. */
export const domainsSettings = {
  TLS_ASK_FROM: z
    .string()
    .min(1)
    .default("loopback")
    .transform(compiledSetting(compileAddressList, 'must be addresses and subnets such as "loopback" or "10.0.0.2,10.0.1.0/24"')),
  TLS_ASK_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  DNS_RESOLVER: z
    .string()
    .refine(isResolverAddress, 'must be an address and port such as "127.0.0.1:53" or "[::1]:53"')
    .optional(),
  PUBLIC_HOSTNAME: z
    .string()
    .transform((value) => value.trim().toLowerCase().replace(/\.$/, ""))
    .refine((value) => /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(value), "must be a host name such as sites.example.com")
    .optional(),
  PUBLIC_IPS: z
    .string()
    .transform((value) => value.split(",").map((address) => address.trim()).filter(Boolean))
    .refine((addresses) => addresses.every((address) => isIP(address) !== 0), "must be IP addresses separated by commas, such as 203.0.113.7,2001:db8::7")
    .default([]),
};

type DomainsSettings = z.infer<z.ZodObject<typeof domainsSettings>>;

export type TlsAskConfig = { askers: TrustProxy; limitPerMinute: number };

/** How custom domains are verified (docs/product.md#custom-domains). */
export type DomainsConfig = {
  /** The DNS server to ask (`address:port`), or undefined for the system's. */
  dnsResolver: string | undefined;
  /** The name a subdomain's CNAME must point to (PUBLIC_HOSTNAME, else PUBLIC_URL's host). */
  publicHostname: string;
  /** The addresses an apex's A/AAAA records must be among; empty when unknown (then only the TXT record is checked for an apex). */
  publicIps: string[];
};

/** Caddy's on-demand TLS questions (decision 0024): who may ask, directly, and how often. */
export function tlsAskConfig(values: DomainsSettings): TlsAskConfig {
  return { askers: values.TLS_ASK_FROM, limitPerMinute: values.TLS_ASK_LIMIT_PER_MINUTE };
}

export function domainsConfig(values: DomainsSettings, publicUrl: URL): DomainsConfig {
  return {
    dnsResolver: values.DNS_RESOLVER,
    publicHostname: values.PUBLIC_HOSTNAME ?? publicUrl.hostname,
    publicIps: values.PUBLIC_IPS,
  };
}
