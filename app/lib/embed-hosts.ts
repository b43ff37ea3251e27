import { z } from "zod";
import { normalizeDomainName, type DomainNameResult } from "./domain-name";

/** More than any site family needs; the list is baked into every publication's module CSP. */
export const EMBED_HOSTS_MAX = 20;

/** The refusals of docs/product.md#embedding-modules, in the words the form shows. */
export const EMBED_HOSTS_MESSAGES = {
  none: "Add at least one host, such as www.crumbandco.com, or choose “Anywhere”.",
  tooMany: `A module can name at most ${EMBED_HOSTS_MAX} hosts: use a wildcard such as *.crumbandco.com for many subdomains.`,
  path: "Enter just the host, such as www.crumbandco.com, without a path: every page of an allowed host may embed the module.",
  scheme: "Enter just the host, such as www.crumbandco.com, without javascript: or other prefixes.",
  wildcard: "A wildcard can only stand for the first part of a host, such as *.crumbandco.com.",
  mode: "Choose where this module may be embedded: anywhere, or only on the hosts listed.",
  module: "Choose the module to change.",
  entry: (entry: string, message: string) => `“${entry.length > 60 ? `${entry.slice(0, 57)}…` : entry}”: ${message}`,
} as const;

/**
 * One host a module may be embedded on, normalised like a custom domain (lower case, punycode, no
 * trailing dot; `http://`/`https://` and a bare trailing slash are dropped since both schemes are
 * allowed anyway), or `*.` and such a host for its subdomains. Paths, ports, IP addresses and
 * other schemes are refused: `frame-ancestors` can restrict none of them usefully.
 */
export function normalizeEmbedHost(input: string, appHost: string): DomainNameResult {
  let value = input.trim();
  // "javascript:…", "data:…": a scheme without "//", which the domain rules would read as a port.
  if (/^[a-z][a-z0-9+.-]*:(?!\/\/|\d+\/?$)/i.test(value)) return { ok: false, message: EMBED_HOSTS_MESSAGES.scheme };
  const scheme = /^https?:\/\//i.exec(value);
  if (scheme) value = value.slice(scheme[0].length);
  if (value.endsWith("/")) value = value.slice(0, -1);
  if (/[/?#]/.test(value) && !/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return { ok: false, message: EMBED_HOSTS_MESSAGES.path };
  const wildcard = value.startsWith("*.");
  if (wildcard) value = value.slice(2);
  if (value.includes("*")) return { ok: false, message: EMBED_HOSTS_MESSAGES.wildcard };
  const result = normalizeDomainName(value, appHost);
  return result.ok && wildcard ? { ok: true, host: `*.${result.host}` } : result;
}

/** Hosts one per line (commas and spaces also separate them), normalised, duplicates dropped; or the first refusal, naming the entry. */
export function parseEmbedHosts(text: string, appHost: string): { ok: true; hosts: string[] } | { ok: false; message: string } {
  const entries = text.split(/[\s,]+/).filter((entry) => entry !== "");
  if (entries.length === 0) return { ok: false, message: EMBED_HOSTS_MESSAGES.none };
  const hosts: string[] = [];
  for (const entry of entries) {
    const result = normalizeEmbedHost(entry, appHost);
    if (!result.ok) return { ok: false, message: EMBED_HOSTS_MESSAGES.entry(entry, result.message) };
    if (!hosts.includes(result.host)) hosts.push(result.host);
  }
  if (hosts.length > EMBED_HOSTS_MAX) return { ok: false, message: EMBED_HOSTS_MESSAGES.tooMany };
  return { ok: true, hosts };
}

/**
 * The "where this module may be embedded" form, shared by the form and the action: `embedding`
 * is `anywhere` or `hosts`; the result's `hosts` is null for anywhere. `appHost` is PUBLIC_URL's
 * host name, which is the module's own origin and needs no entry.
 */
export function embedHostsFormSchema(appHost: string) {
  return z
    .object({
      moduleId: z.string({ error: EMBED_HOSTS_MESSAGES.module }).trim().min(1, EMBED_HOSTS_MESSAGES.module).max(100, EMBED_HOSTS_MESSAGES.module),
      embedding: z.enum(["anywhere", "hosts"], { error: EMBED_HOSTS_MESSAGES.mode }),
      hosts: z.string().max(10_000, EMBED_HOSTS_MESSAGES.tooMany).optional(),
    })
    .transform(({ moduleId, embedding, hosts }, context) => {
      if (embedding === "anywhere") return { moduleId, hosts: null };
      const parsed = parseEmbedHosts(hosts ?? "", appHost);
      if (parsed.ok) return { moduleId, hosts: parsed.hosts };
      context.addIssue({ code: "custom", path: ["hosts"], message: parsed.message });
      return z.NEVER;
    });
}

/**
 * The module document's `frame-ancestors` (decision 0043): any site without a list; with one,
 * the module's own origin and each host over HTTPS and HTTP on their standard ports.
 */
export function frameAncestorsOf(hosts: readonly string[] | null): string {
  if (hosts === null) return "frame-ancestors *";
  return ["frame-ancestors 'self'", ...hosts.flatMap((host) => [`https://${host}`, `http://${host}`])].join(" ");
}
