import { requireReadableProject, type Actor, type Db } from "~/access/project-access.server";
import { countsOnDays, type DailyCount } from "~/lib/utc-days";

/** The daily analytics counts the URLs feature reads: chat-button clicks and QR scans. */
export type CountedEvent = "conversion" | "qr-scan";

/** A project's events named `name` per UTC day (YYYY-MM-DD, oldest first), one row per day kept by the database (migration 0011). */
export async function getDailyEventCounts(db: Db, actor: Actor, input: { projectId: string; days: readonly string[]; name: CountedEvent }): Promise<DailyCount[]> {
  const project = await requireReadableProject(db, actor, input.projectId);
  const first = input.days[0];
  const last = input.days.at(-1);
  if (!first || !last) return [];
  const rows = await db
    .selectFrom("dailyEventCounts")
    .select(["day", "events as count"])
    .where("name", "=", input.name)
    .where("projectId", "=", project.id)
    .where("day", ">=", first)
    .where("day", "<=", last)
    .execute();
  return countsOnDays(input.days, rows);
}
