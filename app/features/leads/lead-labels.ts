import type { LeadAttributionColumns } from "../../../db/lead-attribution-columns";
import type { LeadSourceKind, LeadSpamReason } from "../../../db/schema";

/** `embeddedHost`: the host of the page that embedded the module, when known (decision 0041). */
export type LeadSource = { kind: LeadSourceKind; slug: string; path: string | null; embeddedHost?: string | null };

/**
 * Where a lead came from, as the inbox, the CSV export and the notification mail name it: a page
 * by the address visitors used below the project (`/` for the home page, not its slug), a module
 * by its name (it is shown inside other pages) and the site that embedded it, when known.
 */
export function leadSourceLabel(source: LeadSource): string {
  if (source.kind === "module") return `${source.slug} (module)${source.embeddedHost ? ` on ${source.embeddedHost}` : ""}`;
  return source.path ?? `/${source.slug}`;
}

/** The inbox's source filter value of a source: `page:about`, `module:contact`, `module:contact@bakery.example`. */
export function leadSourceValue(source: LeadSource): string {
  return `${source.kind}:${source.slug}${source.embeddedHost ? `@${source.embeddedHost}` : ""}`;
}

/** The parts of a source filter value (`leadFiltersSchema` checked its shape). */
export function parseLeadSourceValue(value: string): { kind: LeadSourceKind; slug: string; embeddedHost: string | null } {
  const colon = value.indexOf(":");
  const rest = value.slice(colon + 1);
  const at = rest.indexOf("@");
  return { kind: value.slice(0, colon) as LeadSourceKind, slug: at === -1 ? rest : rest.slice(0, at), embeddedHost: at === -1 ? null : rest.slice(at + 1) };
}

export const SUSPECTED_SPAM_LABEL = "Suspected spam";

/** Why a kept lead was flagged, in the partner's words (`docs/product.md#lead-capture`). */
export const SPAM_REASON_TEXTS: Record<LeadSpamReason, string> = {
  honeypot: "A field hidden from people, which only automated senders fill in, was filled in.",
  "too-fast": "It was sent less than 3 seconds after the form was first touched; browser autofill can do that too.",
  "forged-token": "It carried a start time this server did not sign.",
};

/**
 * A lead's traffic source as the inbox, the CSV and the overview name it (decision 0019): its
 * `utm_source`, else the referring site's host, else null (no campaign and no referring site known).
 */
export function trafficSourceOf(attribution: Pick<LeadAttributionColumns, "utmSource" | "referrerHost">): string | null {
  return attribution.utmSource ?? attribution.referrerHost;
}

/** The overview's and the detail's name for a lead with neither a campaign source nor a referring site. */
export const NO_TRAFFIC_SOURCE_LABEL = "Direct or unknown";
