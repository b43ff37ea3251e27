import { z } from "zod";

/** The longest domain name DNS carries, and the longest label between dots (RFC 1035). */
export const DOMAIN_NAME_MAX_LENGTH = 253;
export const DOMAIN_LABEL_MAX_LENGTH = 63;
/** Far more than any person types; longer input is refused before it is parsed. */
const INPUT_MAX_LENGTH = 2_000;

/** The refusals of docs/product.md#custom-domains, in the words the form shows. */
export const DOMAIN_NAME_MESSAGES = {
  empty: "Enter a domain name, such as crumb.test or www.crumb.test.",
  scheme: "Enter just the domain name, such as crumb.test, without ftp:// or other prefixes.",
  credentials: "Enter just the domain name, such as crumb.test, without a user name.",
  port: "Leave out the port: a domain is served on the standard ports 80 and 443.",
  wildcard: "Wildcard domains are not supported: add each domain name on its own.",
  ipAddress: "Enter a domain name, not an IP address.",
  localhost: "localhost names only reach your own computer: enter a domain name on the internet.",
  singleLabel: "Enter a whole domain name with a dot, such as crumb.test.",
  tooLong: `A domain name can be at most ${DOMAIN_NAME_MAX_LENGTH} characters.`,
  labelTooLong: `Each part of a domain name between dots can be at most ${DOMAIN_LABEL_MAX_LENGTH} characters.`,
  emptyLabel: "A domain name cannot start with a dot or have two dots in a row.",
  characters: "A domain name can contain only letters, digits, hyphens and dots.",
  hyphen: "A part of a domain name cannot start or end with a hyphen.",
  ownHost: (host: string) => `${host} is Pagewright's own address: enter a domain name of your own.`,
} as const;

export type DomainNameResult = { ok: true; host: string } | { ok: false; message: string };

const refuse = (message: string): DomainNameResult => ({ ok: false, message });

/**
 * Turns what a partner typed into the host a domain is stored under: lower case, ASCII (IDN in
 * punycode), without scheme, path or trailing dot; or says in plain words why it cannot be one.
 * `appHost` is the app's own host, which no project may claim.
 */
export function normalizeDomainName(input: string, appHost: string): DomainNameResult {
  let value = input.trim();
  if (value === "") return refuse(DOMAIN_NAME_MESSAGES.empty);
  if (value.length > INPUT_MAX_LENGTH) return refuse(DOMAIN_NAME_MESSAGES.tooLong);
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value);
  if (scheme) {
    if (!/^https?$/i.test(scheme[1] ?? "")) return refuse(DOMAIN_NAME_MESSAGES.scheme);
    value = value.slice(scheme[0].length);
  }
  // A path, query or fragment after the host: what matters is the host.
  value = value.split(/[/?#]/, 1)[0] ?? "";
  if (value === "") return refuse(DOMAIN_NAME_MESSAGES.empty);
  if (value.includes("@")) return refuse(DOMAIN_NAME_MESSAGES.credentials);
  if (value.includes("*")) return refuse(DOMAIN_NAME_MESSAGES.wildcard);
  if (value.startsWith("[") || (value.match(/:/g)?.length ?? 0) > 1) return refuse(DOMAIN_NAME_MESSAGES.ipAddress);
  if (value.includes(":")) return refuse(DOMAIN_NAME_MESSAGES.port);
  if (value.endsWith(".")) value = value.slice(0, -1);
  if (value === "") return refuse(DOMAIN_NAME_MESSAGES.empty);
  // Letters of any script (an IDN), digits, hyphens and dots; anything else (spaces, %, _, …) is refused here rather than reinterpreted by the URL parser.
  if (!/^[\p{L}\p{M}\p{N}.-]+$/u.test(value)) return refuse(DOMAIN_NAME_MESSAGES.characters);
  if (value.split(".").some((label) => label === "")) return refuse(DOMAIN_NAME_MESSAGES.emptyLabel);
  if (/^[\d.]+$/.test(value)) return refuse(DOMAIN_NAME_MESSAGES.ipAddress);
  const host = toAscii(value);
  if (host === null) return refuse(DOMAIN_NAME_MESSAGES.characters);
  const labels = host.split(".");
  if (labels.some((label) => !/^[a-z0-9-]*$/.test(label))) return refuse(DOMAIN_NAME_MESSAGES.characters);
  if (/^[\d.]+$/.test(host) || /^\d+$/.test(labels.at(-1) ?? "")) return refuse(DOMAIN_NAME_MESSAGES.ipAddress);
  if (host === "localhost" || host.endsWith(".localhost")) return refuse(DOMAIN_NAME_MESSAGES.localhost);
  if (host.length > DOMAIN_NAME_MAX_LENGTH) return refuse(DOMAIN_NAME_MESSAGES.tooLong);
  if (labels.some((label) => label.length > DOMAIN_LABEL_MAX_LENGTH)) return refuse(DOMAIN_NAME_MESSAGES.labelTooLong);
  if (labels.some((label) => label.startsWith("-") || label.endsWith("-"))) return refuse(DOMAIN_NAME_MESSAGES.hyphen);
  if (labels.length < 2) return refuse(DOMAIN_NAME_MESSAGES.singleLabel);
  if (host === appHost.toLowerCase()) return refuse(DOMAIN_NAME_MESSAGES.ownHost(host));
  return { ok: true, host };
}

/** IDN → punycode with the URL parser (the same in Node and browsers); null when it is not a valid IDN. */
function toAscii(value: string): string | null {
  try {
    return new URL(`http://${value}`).hostname;
  } catch {
    return null;
  }
}

/** The add-domain form, shared by the form and the action; `appHost` is PUBLIC_URL's host. */
export function domainFormSchema(appHost: string) {
  return z.object({
    host: z.string({ error: DOMAIN_NAME_MESSAGES.empty }).transform((value, context) => {
      const result = normalizeDomainName(value, appHost);
      if (result.ok) return result.host;
      context.addIssue({ code: "custom", message: result.message });
      return z.NEVER;
    }),
  });
}
