import type { Actor, Db } from "~/access/project-access.server";
import { readableLeadProject } from "./lead-access.server";

/** Leads of one traffic source and campaign; null source: neither a campaign source nor a referring site was known. */
export type LeadsBySource = { source: string | null; campaign: string | null; leads: number };

/** The overview shows the largest groups; the inbox's filters reach the rest. */
const MAX_ROWS = 20;

/**
 * Leads per traffic source (`utm_source`, else the referring host) and campaign since the start of
 * the UTC day `firstDay` (YYYY-MM-DD), most first (decision 0019). Deleted leads and the spam
 * folder are left out: these are the enquiries a campaign brought.
 */
export async function getLeadsBySource(db: Db, actor: Actor, input: { projectId: string; firstDay: string }): Promise<LeadsBySource[]> {
  const projectId = await readableLeadProject(db, actor, input.projectId);
  const rows = await db
    .selectFrom("leads")
    .select((eb) => [eb.fn.coalesce("utmSource", "referrerHost").as("source"), "utmCampaign as campaign", eb.fn.countAll<number | string>().as("leads")])
    .where("projectId", "=", projectId)
    .where("deletedAt", "is", null)
    .where("spamReason", "is", null)
    .where("created", ">=", new Date(`${input.firstDay}T00:00:00.000Z`))
    .groupBy((eb) => [eb.fn.coalesce("utmSource", "referrerHost"), eb.ref("utmCampaign")])
    .orderBy("leads", "desc")
    // Nulls sort first on SQLite and last on PostgreSQL: "Direct or unknown" goes last on both.
    .orderBy((eb) => eb.case().when(eb.fn.coalesce("utmSource", "referrerHost"), "is", null).then(1).else(0).end())
    .orderBy("source")
    .orderBy((eb) => eb.case().when("utmCampaign", "is", null).then(1).else(0).end())
    .orderBy("campaign")
    .limit(MAX_ROWS)
    .execute();
  return rows.map((row) => ({ source: row.source, campaign: row.campaign, leads: Number(row.leads) }));
}
