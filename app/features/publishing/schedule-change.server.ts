import { recordActivity } from "~/access/project-activity.server";
import { writeProjectContent, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { randomString } from "~/lib/random-string";
import { formatInZone, instantOfLocalTime } from "~/lib/zoned-time";
import type { ScheduledAction } from "../../../db/publishing-controls-tables";
import { redirectTargetOf } from "./schedule-schema";

export const PAST_TIME_MESSAGE = "Choose a time in the future.";
export const MISSING_TIME_MESSAGE = "This time does not exist in that time zone (the clocks skip it). Choose another.";
export const PAGE_NOT_FOUND_MESSAGE = "This page does not exist in the project.";

export type ScheduleInput = { projectId: string; target: string; change: ScheduledAction; localTime: string; timeZone: string; redirectTo: string };

/** What a scheduled change is called in sentences: "publishing the whole project", "unpublishing the page “Sale”". */
export function describeScheduledChange(change: ScheduledAction, pageTitle: string | null): string {
  return `${change === "publish" ? "publishing" : "unpublishing"} ${pageTitle === null ? "the whole project" : `the page “${pageTitle}”`}`;
}

async function pageTitleOf(db: Db, projectId: string, target: string): Promise<string | null> {
  if (target === "") return null;
  const page = await db.selectFrom("pages").select("title").where("projectId", "=", projectId).where("id", "=", target).executeTakeFirst();
  if (!page) throw new AppError("NOT_FOUND", PAGE_NOT_FOUND_MESSAGE);
  return page.title;
}

/**
 * Schedules a publish or unpublish of the project or of one page at a wall-clock time in the
 * partner's time zone, stored as UTC (docs/product.md#scheduled-publishing). A page scheduled to
 * be published is kept off the live site until then.
 */
export async function scheduleChange(db: Db, actor: Actor, input: ScheduleInput, now = new Date()) {
  const runAt = instantOfLocalTime(input.localTime, input.timeZone);
  if (!runAt) throw new AppError("INVALID", MISSING_TIME_MESSAGE, { fieldErrors: { localTime: MISSING_TIME_MESSAGE } });
  if (runAt.getTime() <= now.getTime()) throw new AppError("INVALID", PAST_TIME_MESSAGE, { fieldErrors: { localTime: PAST_TIME_MESSAGE } });
  const redirectTo = input.change === "unpublish" && input.redirectTo ? redirectTargetOf(input.redirectTo) : null;
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId, now: written }) => {
    const title = await pageTitleOf(trx, projectId, input.target);
    const id = randomString(16);
    await trx
      .insertInto("publishingSchedules")
      .values({ id, projectId, pageId: input.target || null, action: input.change, runAt, timeZone: input.timeZone, redirectTo, createdBy: actor.userId, created: written, state: "pending", claimedUntilAt: null, ranAt: null, outcome: null })
      .execute();
    if (input.target && input.change === "publish") {
      await trx.insertInto("offlineAddresses").values({ projectId, scope: input.target, redirectTo: null, created: written }).onConflict((conflict) => conflict.columns(["projectId", "scope"]).doNothing()).execute();
    }
    const change = describeScheduledChange(input.change, title);
    const at = formatInZone(runAt, input.timeZone);
    await recordActivity(trx, actor, projectId, "scheduled", { change, at });
    return { id, change, at };
  });
}

/** Cancels a change that has not run yet. */
export async function cancelScheduledChange(db: Db, actor: Actor, input: { projectId: string; scheduleId: string }) {
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId }) => {
    const row = await trx
      .selectFrom("publishingSchedules as s")
      .leftJoin("pages as p", "p.id", "s.pageId")
      .select(["s.action", "s.runAt", "s.timeZone", "p.title"])
      .where("s.id", "=", input.scheduleId)
      .where("s.projectId", "=", projectId)
      .where("s.state", "=", "pending")
      .executeTakeFirst();
    if (!row) throw new AppError("NOT_FOUND", "This scheduled change has already run or does not exist.");
    await trx.deleteFrom("publishingSchedules").where("id", "=", input.scheduleId).where("state", "=", "pending").execute();
    const change = describeScheduledChange(row.action, row.title);
    await recordActivity(trx, actor, projectId, "cancelled-schedule", { change, at: formatInZone(row.runAt, row.timeZone) });
    return change;
  });
}

/** Puts a page that is off the live site back on it now. */
export async function putPageOnline(db: Db, actor: Actor, input: { projectId: string; pageId: string }) {
  return writeProjectContent(db, actor, input.projectId, async (trx, { projectId }) => {
    const title = await pageTitleOf(trx, projectId, input.pageId);
    const removed = await trx.deleteFrom("offlineAddresses").where("projectId", "=", projectId).where("scope", "=", input.pageId).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new AppError("CONFLICT", "This page is not off the live site.");
    return title ?? "";
  });
}
