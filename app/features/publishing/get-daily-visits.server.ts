import { requireReadableProject, type Actor, type Db } from "~/access/project-access.server";

export type DailyCount = { day: string; count: number };

/** The last `days` UTC days ending today, oldest first, as YYYY-MM-DD. */
export function lastDays(days: number, today = new Date()): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}

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
  const counts = new Map(rows.map((row) => [row.day, Number(row.count)]));
  return days.map((day) => ({ day, count: counts.get(day) ?? 0 }));
}
