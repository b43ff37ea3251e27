import { z } from "zod";
import { isSiteLanguageTag, siteLanguageOf } from "~/lib/site-languages";

/** `spam`: the spam folder, the leads a spam heuristic flagged whatever their status; every other view leaves them out (`docs/product.md#lead-capture`). */
export const LEAD_STATUS_FILTERS = ["inbox", "new", "read", "archived", "all", "spam"] as const;
export type LeadStatusFilter = (typeof LEAD_STATUS_FILTERS)[number];

export const STATUS_FILTER_LABELS: Record<LeadStatusFilter, string> = {
  inbox: "Inbox",
  new: "New",
  read: "Read",
  archived: "Archived",
  all: "All",
  spam: "Spam",
};

const UNKNOWN_LANGUAGE_MESSAGE = "Use the tag of a listed language, such as fr or pt-BR.";

const attributionValue = z.string().trim().max(200, "Use at most 200 characters.").default("");

const day = z.union([z.literal(""), z.iso.date("Use a date like 2025-01-31.")], "Use a date like 2025-01-31.").default("");

/**
 * The inbox's filters and what each accepts, strictly: the API refuses a value outside them
 * (decision 0051), and its OpenAPI document is generated from this schema.
 */
export const leadFilterRules = z.object({
  q: z.string().trim().max(200, "Search for at most 200 characters.").default(""),
  status: z.enum(LEAD_STATUS_FILTERS, `Choose one of ${LEAD_STATUS_FILTERS.join(", ")}.`).default("inbox"),
  source: z
    .string()
    // A module's source may name the host that embedded it (decision 0041): `module:contact@bakery.example:8080`.
    // A page's version in a language the site adds is `page:<language>/<slug>` (docs/product.md#several-languages).
    .regex(
      /^(|page:[A-Za-z0-9][A-Za-z0-9-]*(\/[A-Za-z0-9][A-Za-z0-9-]*)?|module:[A-Za-z0-9][A-Za-z0-9-]*(@[a-z0-9.-]{1,253}(:\d{1,5})?)?)$/,
      "Use page:<slug> (page:<language>/<slug> for a page in an added language) or module:<slug>, optionally module:<slug>@<host>.",
    )
    .default(""),
  from: day,
  to: day,
  /** The traffic source (`utm_source`, else the referring host; decision 0019) and the campaign. */
  via: attributionValue,
  campaign: attributionValue,
  /** The language of the page the form was seen in: a tag of the site languages' list, in any case, read in its canonical spelling. */
  language: z
    .string()
    .trim()
    .refine((tag) => tag === "" || isSiteLanguageTag(tag), UNKNOWN_LANGUAGE_MESSAGE)
    .transform((tag) => (tag ? siteLanguageOf(tag).tag : ""))
    .default("")
    .meta({ description: "Leads sent from pages in this language, such as fr or pt-BR." }),
});

const rule = leadFilterRules.shape;

/**
 * The inbox's filters as they appear in its address (a GET form), so a filtered view can be
 * bookmarked, reloaded and exported. Anything unreadable falls back to the default rather than
 * failing the page.
 */
export const leadFiltersSchema = z.object({
  q: rule.q.catch(""),
  status: rule.status.catch("inbox"),
  source: rule.source.catch(""),
  from: rule.from.catch(""),
  to: rule.to.catch(""),
  via: rule.via.catch(""),
  campaign: rule.campaign.catch(""),
  language: rule.language.catch(""),
});

export type LeadFilters = z.output<typeof leadFiltersSchema>;

export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  return leadFiltersSchema.parse(Object.fromEntries(params));
}

/** The filters as query parameters, leaving out defaults so addresses stay short. */
export function filtersToSearch(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.status !== "inbox") params.set("status", filters.status);
  if (filters.source) params.set("source", filters.source);
  if (filters.from) params.set("from", filters.from);
  if (filters.to) params.set("to", filters.to);
  if (filters.via) params.set("via", filters.via);
  if (filters.campaign) params.set("campaign", filters.campaign);
  if (filters.language) params.set("language", filters.language);
  return params;
}
