import type { LeadAttributionColumns } from "../../../db/lead-attribution-columns";
import { cleanText } from "./lead-submission";

export type LeadAttribution = LeadAttributionColumns;

/** Campaign parameters longer than this are cut (at a character boundary): a label, not a payload. */
export const ATTRIBUTION_TEXT_LIMIT = 200;
/** Longer landing addresses are ignored rather than parsed. */
const LANDING_LIMIT = 2_000;
const CLICK_ID = /^[A-Za-z0-9._~-]{1,200}$/;
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;

const UTM_PARAMETERS = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;

export const ATTRIBUTION_COLUMNS = ["utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent", "gclid", "fbclid", "referrerHost", "landingPath", "embeddedOn", "embeddedHost"] as const satisfies readonly (keyof LeadAttribution)[];

export const NO_ATTRIBUTION: LeadAttribution = {
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  gclid: null,
  fbclid: null,
  referrerHost: null,
  landingPath: null,
  embeddedOn: null,
  embeddedHost: null,
};

/** What the submission says about where its visitor came from, as sent (nothing checked yet). */
export type AttributionInput = {
  projectId: string;
  /** The form's `landing` field: the path and query the visitor arrived at, filled by the form script. */
  landing: string;
  /** The form's `referrer` field: the referring site's host, filled by the form script. */
  referrer: string;
  /** The form's `embeddedOn` field: the page embedding the module, as its listener said (docs/product.md#embedding-modules). */
  embeddedOn?: string;
  /** Whether the form is a module's: only a module is embedded in other sites' pages. */
  fromModule?: boolean;
  /** The hosts the project lets embed its modules, or null for anywhere (decision 0041). */
  embedHosts?: readonly string[] | null;
};

function text(value: string | null): string | null {
  if (value === null) return null;
  const cleaned = Array.from(cleanText(value, false)).slice(0, ATTRIBUTION_TEXT_LIMIT).join("").trim();
  return cleaned === "" ? null : cleaned;
}

/** An address of this project's published site, as path and query; anything else is no landing page of ours. */
function landingUrl(projectId: string, value: string | undefined): URL | null {
  if (!value || value.length > LANDING_LIMIT) return null;
  let url: URL;
  try {
    url = new URL(value, "http://landing.invalid");
  } catch {
    return null;
  }
  const prefix = `/${projectId.toLowerCase()}`;
  const path = url.pathname.toLowerCase();
  return path === prefix || path.startsWith(`${prefix}/`) ? url : null;
}

/** The address below the project: "/" for the project's root, "/about", "/join/module". */
function pathBelowProject(projectId: string, url: URL): string {
  const below = url.pathname.slice(projectId.length + 1).replace(/\/+$/, "");
  const path = below === "" ? "/" : below;
  return path.length <= ATTRIBUTION_TEXT_LIMIT && /^\/[A-Za-z0-9/_-]*$/.test(path) ? path.toLowerCase() : "/";
}

function referrerHostOf(value: string): string | null {
  const host = value.trim().toLowerCase().replace(/\.$/, "");
  return HOST.test(host) ? host : null;
}

/** The embedding page's address is kept to its origin and path: a query can carry a visitor's own data. */
const EMBEDDED_ON_LIMIT = 500;

/**
 * The page that embedded the module (decision 0041): an http(s) address without credentials, kept
 * as origin and path, and only when it agrees with what the browser itself said: the referring
 * host (the embedding page, inside a frame) when there is one, and the project's allow-list.
 */
function embeddingPageOf(input: AttributionInput, referrerHost: string | null): Pick<LeadAttribution, "embeddedOn" | "embeddedHost"> {
  const none = { embeddedOn: null, embeddedHost: null };
  const value = input.embeddedOn ?? "";
  if (!input.fromModule || value === "" || value.length > LANDING_LIMIT) return none;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return none;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password) return none;
  if (referrerHost !== null && url.hostname !== referrerHost) return none;
  if (input.embedHosts && !input.embedHosts.includes(url.hostname)) return none;
  const address = cleanText(`${url.origin}${url.pathname}`, false);
  return { embeddedOn: Array.from(address).slice(0, EMBEDDED_ON_LIMIT).join(""), embeddedHost: url.host };
}

/**
 * The landing address (path and query) a submission stands for: the `landing` field the form
 * script filled, or without the script the page the form was posted from (the request's Referer,
 * query included on the same origin), when it is an address of this project; else "".
 */
export function landingOf(projectId: string, landingField: string, refererHeader: string | undefined): string {
  const url = landingUrl(projectId, landingField) ?? landingUrl(projectId, refererHeader);
  return url ? `${url.pathname}${url.search}` : "";
}

/**
 * Where a lead's visitor came from (decision 0019), from the landing address and the referring
 * host. Values that do not fit are left out, never refused: attribution must not cost a lead
 * (`docs/product.md#lead-capture`).
 */
export function attributionOf(input: AttributionInput): LeadAttribution {
  const url = landingUrl(input.projectId, input.landing);
  const referrerHost = referrerHostOf(input.referrer);
  const attribution: LeadAttribution = { ...NO_ATTRIBUTION, referrerHost, ...embeddingPageOf(input, referrerHost) };
  if (!url) return attribution;
  const params = url.searchParams;
  for (const [column, parameter] of Object.entries(UTM_PARAMETERS) as [keyof typeof UTM_PARAMETERS, string][]) attribution[column] = text(params.get(parameter));
  const gclid = params.get("gclid");
  const fbclid = params.get("fbclid");
  attribution.gclid = gclid && CLICK_ID.test(gclid) ? gclid : null;
  attribution.fbclid = fbclid && CLICK_ID.test(fbclid) ? fbclid : null;
  attribution.landingPath = pathBelowProject(input.projectId, url);
  return attribution;
}
