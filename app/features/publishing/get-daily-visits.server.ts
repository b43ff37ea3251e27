import { countsOnDays, lastDays, type DailyCount } from "~/lib/utc-days";
import { ProjectError, PROJECT_NOT_FOUND_MESSAGE } from "~/features/projects/project-error";
import { projectKey, readableProjects, type Actor, type Db } from "~/features/projects/project-access.server";

/** Page views per day over the last 30 days (every day present, zero when none), for the overview chart. */
export async function getDailyVisits(db: Db, actor: Actor, input: { projectId: string; days?: number; today?: Date }): Promise<DailyCount[]> {
  const project = await readableProjects(db, actor).select("id").where("id", "=", projectKey(input.projectId)).executeTakeFirst();
  if (!project) throw new ProjectError("NOT_FOUND", PROJECT_NOT_FOUND_MESSAGE);
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
