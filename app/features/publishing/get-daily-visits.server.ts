import { countsOnDays, lastDays, type DailyCount } from "~/lib/utc-days";
import { requireReadableProject, type Actor, type Db } from "~/access/project-access.server";

/** Page views per day over the last 30 days (every day present, zero when none), for the overview chart. */
export async function getDailyVisits(db: Db, actor: Actor, input: { projectId: string; days?: number; today?: Date }): Promise<DailyCount[]> {
  const project = await requireReadableProject(db, actor, input.projectId);
  const days = lastDays(input.days ?? 30, input.today);
  const rows = await db
    .selectFrom("pageViews")
    .select(["day", (eb) => eb.fn.sum<number>("views").as("count")])
    .where("projectId", "=", project.id)
    .where("day", ">=", days[0] ?? "")
    .groupBy("day")
    .execute();
  return countsOnDays(days, rows);
}
