import type { Actor, Db } from "~/access/project-access.server";
import { readableLeadProject } from "./lead-access.server";

const DAY_MS = 86_400_000;

/** Leads received per UTC day for the given days (YYYY-MM-DD, oldest first); deleted ones excluded. */
export async function getDailyLeads(db: Db, actor: Actor, input: { projectId: string; days: readonly string[] }) {
  const projectId = await readableLeadProject(db, actor, input.projectId);
  const first = input.days[0];
  const counts = new Map(input.days.map((day) => [day, 0]));
  if (!first) return [];
  const rows = await db
    .selectFrom("leads")
    .select("created")
    .where("projectId", "=", projectId)
    .where("deletedAt", "is", null)
    .where("created", ">=", new Date(`${first}T00:00:00Z`))
    .where("created", "<", new Date(Date.parse(`${input.days.at(-1)}T00:00:00Z`) + DAY_MS))
    .execute();
  for (const { created } of rows) {
    const day = created.toISOString().slice(0, 10);
    const count = counts.get(day);
    if (count !== undefined) counts.set(day, count + 1);
  }
  return input.days.map((day) => ({ day, count: counts.get(day) ?? 0 }));
}
