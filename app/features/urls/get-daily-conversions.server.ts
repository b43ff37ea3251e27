import { requireReadableProject, type Actor, type Db } from "~/access/project-access.server";

const DAY_MS = 86_400_000;

/** Clicks on messaging-app buttons of the published site per UTC day (YYYY-MM-DD, oldest first). */
export async function getDailyConversions(db: Db, actor: Actor, input: { projectId: string; days: readonly string[] }) {
  const project = await requireReadableProject(db, actor, input.projectId);
  const first = input.days[0];
  if (!first) return [];
  const rows = await db
    .selectFrom("analyticsEvents")
    .select("occurredAt")
    .where("name", "=", "conversion")
    .where("projectId", "=", project.id)
    .where("occurredAt", ">=", new Date(`${first}T00:00:00Z`))
    .where("occurredAt", "<", new Date(Date.parse(`${input.days.at(-1)}T00:00:00Z`) + DAY_MS))
    .execute();
  const counts = new Map(input.days.map((day) => [day, 0]));
  for (const { occurredAt } of rows) {
    const day = occurredAt.toISOString().slice(0, 10);
    const count = counts.get(day);
    if (count !== undefined) counts.set(day, count + 1);
  }
  return input.days.map((day) => ({ day, count: counts.get(day) ?? 0 }));
}
