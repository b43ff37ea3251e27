import { requireReadableProject, type Actor, type Db } from "~/access/project-access.server";
import { formatInZone } from "~/lib/zoned-time";
import { describeScheduledChange } from "./schedule-change.server";

const RECENT = 5;

/** The overview's scheduled changes: those to come, the last few that ran, and the pages that are off (docs/product.md#scheduled-publishing). */
export async function listSchedules(db: Db, actor: Actor, input: { projectId: string }) {
  const { id } = await requireReadableProject(db, actor, input.projectId);
  const query = db
    .selectFrom("publishingSchedules as s")
    .leftJoin("pages as p", "p.id", "s.pageId")
    .select(["s.id", "s.action", "s.runAt", "s.timeZone", "s.redirectTo", "s.state", "s.outcome", "p.title"])
    .where("s.projectId", "=", id);
  const [upcoming, recent, offline] = await Promise.all([
    query.where("s.state", "in", ["pending", "running"]).orderBy("s.runAt").execute(),
    query.where("s.state", "in", ["done", "failed"]).orderBy("s.ranAt", "desc").limit(RECENT).execute(),
    db.selectFrom("offlineAddresses as o").innerJoin("pages as p", "p.id", "o.scope").select(["p.id", "p.title", "o.redirectTo"]).where("o.projectId", "=", id).orderBy("p.title").execute(),
  ]);
  const shown = (row: (typeof upcoming)[number]) => ({
    id: row.id,
    change: describeScheduledChange(row.action, row.title),
    at: formatInZone(row.runAt, row.timeZone),
    redirectTo: row.redirectTo,
    state: row.state,
    outcome: row.outcome,
  });
  return { upcoming: upcoming.map(shown), recent: recent.map(shown), offlinePages: offline };
}

export type ScheduleOverview = Awaited<ReturnType<typeof listSchedules>>;
