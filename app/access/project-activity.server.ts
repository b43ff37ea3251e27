import type { ProjectActivityAction } from "../../db/project-members-table";
import type { Actor, Db } from "./project-access.server";

export type { ProjectActivityAction };

/** How long the activity log keeps an entry (docs/product.md#activity-log). */
export const ACTIVITY_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Adds one line to the project's activity log. Call it inside the transaction of the change it
 * describes, so the log never names a change that was rolled back.
 */
export async function recordActivity(db: Db, actor: Actor, projectId: string, action: ProjectActivityAction, details: Record<string, string> = {}): Promise<void> {
  await db.insertInto("projectActivity").values({ projectId, actorId: actor.userId, action, details, created: new Date() }).execute();
}

/** Removes entries older than a year; the lead housekeeping runs it with its other purges. */
export async function purgeOldActivity(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom("projectActivity").where("created", "<", new Date(now.getTime() - ACTIVITY_RETENTION_MS)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
