import type { Actor, Db } from "~/access/project-access.server";
import type { DailyCount } from "~/lib/utc-days";
import { getDailyEventCounts } from "./get-daily-event-counts.server";

/** Clicks on messaging-app buttons of the published site per UTC day (YYYY-MM-DD, oldest first). */
export function getDailyConversions(db: Db, actor: Actor, input: { projectId: string; days: readonly string[] }): Promise<DailyCount[]> {
  return getDailyEventCounts(db, actor, { ...input, name: "conversion" });
}
