import { sql, type SelectQueryBuilder } from "kysely";
import type { Actor, Db } from "~/access/project-access.server";
import { decodeKeysetCursor, encodeKeysetCursor, type KeysetPosition } from "~/lib/keyset-cursor.server";
import type { Database, LeadSourceKind, LeadSpamReason, LeadStatus } from "../../../db/schema";
import type { LeadFields } from "../../../db/stored-values";
import { parseLeadSourceValue, type LeadSource } from "./lead-labels";
import { readableLeadProject } from "./lead-access.server";
import type { LeadFilters } from "./lead-filters";
import { ATTRIBUTION_COLUMNS, type LeadAttribution } from "./lead-attribution";

export type LeadSummary = LeadAttribution & {
  id: string;
  projectId: string;
  status: LeadStatus;
  sourceKind: LeadSourceKind;
  sourceSlug: string;
  sourcePath: string | null;
  sectionId: string;
  fields: LeadFields;
  created: Date;
  spamReason: LeadSpamReason | null;
  /** The A/B test variant the visitor was shown, or null (docs/product.md#ab-tests). */
  experimentVariant: string | null;
  /** The language of the page the form was seen in, or null for old leads (docs/product.md#lead-capture). */
  language: string | null;
};

export const LEAD_PAGE_SIZE = 50;

type LeadQuery = SelectQueryBuilder<Database, "leads", object>;

function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function dayStart(day: string, offsetDays = 0): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  return date;
}

/** The live (not deleted) leads of a project that match the filters; dates are whole UTC days. */
export function filteredLeads(db: Db, projectId: string, filters: LeadFilters): LeadQuery {
  let query: LeadQuery = db.selectFrom("leads").where("projectId", "=", projectId).where("deletedAt", "is", null);
  // Suspected spam lives in its own folder, out of every other view (`docs/product.md#lead-capture`).
  query = query.where("spamReason", filters.status === "spam" ? "is not" : "is", null);
  if (filters.status === "inbox") query = query.where("status", "in", ["new", "read"]);
  else if (filters.status !== "spam" && filters.status !== "all") query = query.where("status", "=", filters.status);
  if (filters.source) {
    const { kind, slug, embeddedHost } = parseLeadSourceValue(filters.source);
    query = query.where("sourceKind", "=", kind).where("sourceSlug", "=", slug);
    if (embeddedHost) query = query.where("embeddedHost", "=", embeddedHost);
  }
  if (filters.from) query = query.where("created", ">=", dayStart(filters.from));
  if (filters.to) query = query.where("created", "<", dayStart(filters.to, 1));
  if (filters.via) query = query.where((eb) => eb(eb.fn.coalesce("utmSource", "referrerHost"), "=", filters.via));
  if (filters.campaign) query = query.where("utmCampaign", "=", filters.campaign);
  if (filters.language) query = query.where("language", "=", filters.language);
  if (filters.q) query = query.where(sql<boolean>`${sql.ref("searchText")} like ${likePattern(filters.q)} escape '\\'`);
  return query;
}

export const SUMMARY_COLUMNS = [
  "id",
  "projectId",
  "status",
  "sourceKind",
  "sourceSlug",
  "sourcePath",
  "sectionId",
  "fields",
  "created",
  "spamReason",
  "experimentVariant",
  "language",
  ...ATTRIBUTION_COLUMNS,
] as const;

export type LeadPage = { leads: LeadSummary[]; nextCursor: string | null; sources: LeadSource[]; attribution: AttributionChoices };

/**
 * One filter choice per page or module (the filter is by slug), named by the address last used,
 * and for a module one more per site that embedded it (decision 0041).
 */
function distinctSources(rows: readonly { sourceKind: LeadSourceKind; sourceSlug: string; sourcePath: string | null; embeddedHost: string | null }[]): LeadSource[] {
  const bySlug = new Map<string, LeadSource>();
  for (const row of rows) {
    const key = `${row.sourceKind}:${row.sourceSlug}`;
    bySlug.set(key, { kind: row.sourceKind, slug: row.sourceSlug, path: row.sourcePath ?? bySlug.get(key)?.path ?? null });
    if (row.embeddedHost) bySlug.set(`${key}@${row.embeddedHost}`, { kind: row.sourceKind, slug: row.sourceSlug, path: null, embeddedHost: row.embeddedHost });
  }
  return [...bySlug.values()];
}

export type AttributionChoices = { sources: string[]; campaigns: string[] };
const MAX_CHOICES = 100;

/** The traffic sources and campaigns the project's leads have, for the inbox's filters. */
async function attributionChoices(db: Db, projectId: string): Promise<AttributionChoices> {
  const live = db.selectFrom("leads").where("projectId", "=", projectId).where("deletedAt", "is", null);
  const [sources, campaigns] = await Promise.all([
    live
      .select((eb) => eb.fn.coalesce("utmSource", "referrerHost").as("value"))
      .distinct()
      .where((eb) => eb.or([eb("utmSource", "is not", null), eb("referrerHost", "is not", null)]))
      .orderBy("value")
      .limit(MAX_CHOICES)
      .execute(),
    live.select("utmCampaign as value").distinct().where("utmCampaign", "is not", null).orderBy("value").limit(MAX_CHOICES).execute(),
  ]);
  return { sources: sources.flatMap((row) => (row.value ? [row.value] : [])), campaigns: campaigns.flatMap((row) => (row.value ? [row.value] : [])) };
}

/** One page of the inbox, newest first, continuing after `cursor` (stable while leads keep arriving). */
export async function listLeads(db: Db, actor: Actor, input: { projectId: string; filters: LeadFilters; cursor?: string | KeysetPosition; limit?: number }): Promise<LeadPage> {
  const projectId = await readableLeadProject(db, actor, input.projectId);
  const limit = input.limit ?? LEAD_PAGE_SIZE;
  let query = filteredLeads(db, projectId, input.filters);
  // The inbox passes the address's cursor as it is (an unreadable one starts over); the API refuses one first.
  const after = typeof input.cursor === "string" ? decodeKeysetCursor(input.cursor) : (input.cursor ?? null);
  if (after) {
    query = query.where((eb) => eb.or([eb("created", "<", after.at), eb.and([eb("created", "=", after.at), eb("id", "<", after.id)])]));
  }
  const [rows, sources, attribution] = await Promise.all([
    query.select(SUMMARY_COLUMNS).orderBy("created", "desc").orderBy("id", "desc").limit(limit + 1).execute(),
    db
      .selectFrom("leads")
      .select(["sourceKind", "sourceSlug", "sourcePath", "embeddedHost"])
      .distinct()
      .where("projectId", "=", projectId)
      .where("deletedAt", "is", null)
      .orderBy("sourceKind")
      .orderBy("sourceSlug")
      .orderBy("sourcePath")
      .orderBy("embeddedHost")
      .execute(),
    attributionChoices(db, projectId),
  ]);
  const leads = rows.slice(0, limit);
  const last = leads.at(-1);
  return {
    leads,
    nextCursor: rows.length > limit && last ? encodeKeysetCursor({ at: last.created, id: last.id }) : null,
    sources: distinctSources(sources),
    attribution,
  };
}
