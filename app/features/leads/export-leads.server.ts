import { recordActivity } from "~/access/project-activity.server";
import type { Actor, Db } from "~/access/project-access.server";
import type { LeadSourceKind, LeadSpamReason } from "../../../db/schema";
import type { LeadFields } from "../../../db/stored-values";
import { ATTRIBUTION_COLUMNS, type LeadAttribution } from "./lead-attribution";
import { leadSourceLabel, trafficSourceOf } from "./lead-labels";
import { csvRow, UTF8_BOM } from "./csv";
import { exportableLeadProject } from "./lead-access.server";
import { parseLeadFilters, type LeadFilters } from "./lead-filters";
import { filteredLeads } from "./list-leads.server";
import { AppError } from "~/lib/app-error";

const EXPORT_BATCH = 1_000;

type ExportRow = LeadAttribution & {
  id: string;
  status: string;
  sourceKind: LeadSourceKind;
  sourceSlug: string;
  sourcePath: string | null;
  spamReason: LeadSpamReason | null;
  experimentVariant: string | null;
  language: string | null;
  fields: LeadFields;
  created: Date;
};

/**
 * Appended after the columns exports had before attribution (decision 0019), and each later one
 * after those, so spreadsheets built on the earlier columns keep working; `Language` is the tag
 * of the page the form was seen in (`docs/product.md#lead-capture`).
 */
const LATER_HEADER = [
  "Traffic source",
  "UTM source",
  "UTM medium",
  "UTM campaign",
  "UTM term",
  "UTM content",
  "gclid",
  "fbclid",
  "Referring site",
  "Landing page",
  "A/B test variant",
  "Embedded on",
  "Language",
];

function attributionCells(row: LeadAttribution): string[] {
  const cells = [row.utmSource, row.utmMedium, row.utmCampaign, row.utmTerm, row.utmContent, row.gclid, row.fbclid, row.referrerHost, row.landingPath];
  return [trafficSourceOf(row) ?? "", ...cells.map((cell) => cell ?? "")];
}

async function allMatching(db: Db, projectId: string, filters: LeadFilters): Promise<ExportRow[]> {
  const rows: ExportRow[] = [];
  for (;;) {
    const last = rows.at(-1);
    let query = filteredLeads(db, projectId, filters);
    if (last) query = query.where((eb) => eb.or([eb("created", "<", last.created), eb.and([eb("created", "=", last.created), eb("id", "<", last.id)])]));
    const batch = await query
      .select(["id", "status", "sourceKind", "sourceSlug", "sourcePath", "spamReason", "experimentVariant", "language", "fields", "created", ...ATTRIBUTION_COLUMNS])
      .orderBy("created", "desc")
      .orderBy("id", "desc")
      .limit(EXPORT_BATCH)
      .execute();
    rows.push(...batch);
    if (batch.length < EXPORT_BATCH) return rows;
  }
}

/** The leads that match the filters as CSV (RFC 4180, UTF-8 with BOM): one column per standard field and per custom question, then the attribution. */
export async function exportLeads(db: Db, actor: Actor, input: { projectId: string; filters: LeadFilters }): Promise<{ fileName: string; csv: string }> {
  const projectId = await exportableLeadProject(db, actor, input.projectId);
  const rows = await allMatching(db, projectId, input.filters);
  const customLabels: string[] = [];
  for (const row of rows) for (const custom of row.fields.custom) if (!customLabels.includes(custom.label)) customLabels.push(custom.label);
  const header = ["Received (UTC)", "Status", "Source", "Name", "Email", "Phone", "Message", ...customLabels, "Consent", "Suspected spam", ...LATER_HEADER];
  let csv = UTF8_BOM + csvRow(header);
  for (const row of rows) {
    const { fields } = row;
    const custom = customLabels.map((label) => fields.custom.find((answer) => answer.label === label)?.value ?? "");
    const source = leadSourceLabel({ kind: row.sourceKind, slug: row.sourceSlug, path: row.sourcePath, embeddedHost: row.embeddedHost });
    const spam = row.spamReason ? "yes" : "";
    csv += csvRow([
      row.created.toISOString(),
      row.status,
      source,
      fields.name ?? "",
      fields.email ?? "",
      fields.phone ?? "",
      fields.message ?? "",
      ...custom,
      fields.consent ?? "",
      spam,
      ...attributionCells(row),
      row.experimentVariant ?? "",
      row.embeddedOn ?? "",
      row.language ?? "",
    ]);
  }
  // Who took the leads out is worth knowing later (docs/product.md#activity-log).
  await recordActivity(db, actor, projectId, "exported-leads", { count: String(rows.length) });
  return { fileName: `${projectId}-leads-${new Date().toISOString().slice(0, 10)}.csv`, csv };
}

/** GET /project/{id}/leads/export?{filters}: the download, or the 404 of docs/product.md#error-texts for projects the person cannot read. */
export async function exportLeadsResponse(db: Db, actor: Actor, projectId: string, params: URLSearchParams): Promise<Response> {
  try {
    const { fileName, csv } = await exportLeads(db, actor, { projectId, filters: parseLeadFilters(params) });
    return new Response(csv, {
      headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "no-store" },
    });
  } catch (error) {
    if (error instanceof AppError) return new Response(error.message, { status: error.status });
    throw error;
  }
}
