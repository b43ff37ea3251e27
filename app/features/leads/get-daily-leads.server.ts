import { countsOnDays, type DailyCount } from "~/lib/utc-days";
import type { Actor, Db } from "~/access/project-access.server";
import { readableLeadProject } from "./lead-access.server";

/** Leads received per UTC day for the given days (YYYY-MM-DD, oldest first); deleted ones excluded. */
export async function getDailyLeads(db: Db, actor: Actor, input: { projectId: string; days: readonly string[] }): Promise<DailyCount[]> {
  const projectId = await readableLeadProject(db, actor, input.projectId);
  const first = input.days[0];
  const last = input.days.at(-1);
  if (!first || !last) return [];
  // One row per day, kept by the database as leads come and go (migration 0011), instead of
  // every lead of the period.
  const rows = await db
    .selectFrom("dailyLeadCounts")
    .select(["day", (eb) => eb(eb.ref("leads"), "-", eb.ref("deleted")).as("count")])
    .where("projectId", "=", projectId)
    .where("day", ">=", first)
    .where("day", "<=", last)
    .execute();
  return countsOnDays(input.days, rows);
}
