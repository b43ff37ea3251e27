import { countsOnDays, type DailyCount } from "~/lib/utc-days";
import { requireReadableProject, type Actor, type Db } from "~/access/project-access.server";

/** Clicks on messaging-app buttons of the published site per UTC day (YYYY-MM-DD, oldest first). */
export async function getDailyConversions(db: Db, actor: Actor, input: { projectId: string; days: readonly string[] }): Promise<DailyCount[]> {
  const project = await requireReadableProject(db, actor, input.projectId);
  const first = input.days[0];
  const last = input.days.at(-1);
  if (!first || !last) return [];
  // One row per day, kept by the database as conversion events are recorded (migration 0011).
  const rows = await db
    .selectFrom("dailyEventCounts")
    .select(["day", "events as count"])
    .where("name", "=", "conversion")
    .where("projectId", "=", project.id)
    .where("day", ">=", first)
    .where("day", "<=", last)
    .execute();
  return countsOnDays(input.days, rows);
}
