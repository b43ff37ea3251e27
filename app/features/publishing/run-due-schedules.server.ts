import { recordActivity } from "~/access/project-activity.server";
import { writeProjectContent, type Actor } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";
import { formatInZone } from "~/lib/zoned-time";
import type { AppDatabase } from "../../../db/database";
import type { ScheduledAction } from "../../../db/publishing-controls-tables";
import { unpublishProject } from "./change-live-publication.server";
import { PUBLICATIONS_CHANNEL } from "./publication-channel";
import { publishProject, type PublishInput } from "./publish-project.server";
import { describeScheduledChange } from "./schedule-change.server";

/** A claimed change not finished in this long (its node died) is taken again; each change is safe to repeat. */
const CLAIM_MS = 5 * 60 * 1000;
const BATCH = 10;
/** A change that runs later than this after its time ran late, and the activity log says why. */
const LATE_AFTER_MS = 2 * 60 * 1000;
/**
 * A change due in the seconds around this node's start was not missed while the node was down:
 * the wall clock may step a little (a loaded virtual machine), and the first round runs at once.
 */
const MISSED_AT_START_MARGIN_MS = 5_000;

export type ScheduleRunOptions = Omit<PublishInput, "projectId"> & {
  /** When this node started: a change due before then was missed while the server was down. */
  startedAt: Date;
};

type Claimed = { id: string; projectId: string; pageId: string | null; action: ScheduledAction; runAt: Date; timeZone: string; redirectTo: string | null; createdBy: string | null };

/**
 * Takes the changes that are due out of other workers' reach: on PostgreSQL rows another node is
 * taking are skipped (`FOR UPDATE SKIP LOCKED`), and the state condition makes the update itself
 * the claim, so a change runs once across nodes; SQLite runs one worker (decision 0033).
 */
async function claimDue(database: AppDatabase, now: Date): Promise<Claimed[]> {
  const { db, dialect } = database;
  const due = db
    .selectFrom("publishingSchedules")
    .select("id")
    .where((eb) => eb.or([eb("state", "=", "pending"), eb.and([eb("state", "=", "running"), eb("claimedUntilAt", "<", now)])]))
    .where("runAt", "<=", now)
    .orderBy("runAt")
    .limit(BATCH)
    .$if(dialect === "postgres", (query) => query.forUpdate().skipLocked());
  return db
    .updateTable("publishingSchedules")
    .set({ state: "running", claimedUntilAt: new Date(now.getTime() + CLAIM_MS) })
    .where("id", "in", due)
    .where((eb) => eb.or([eb("state", "=", "pending"), eb.and([eb("state", "=", "running"), eb("claimedUntilAt", "<", now)])]))
    .returning(["id", "projectId", "pageId", "action", "runAt", "timeZone", "redirectTo", "createdBy"])
    .execute();
}

/** Makes one change as the person who scheduled it, who must still be allowed to publish. */
async function runChange(database: AppDatabase, change: Claimed, actor: Actor, options: ScheduleRunOptions): Promise<string> {
  const { db } = database;
  if (change.pageId === null && change.action === "publish") {
    const result = await publishProject(db, actor, { ...options, projectId: change.projectId });
    await db.deleteFrom("offlineAddresses").where("projectId", "=", change.projectId).where("scope", "=", "").execute();
    return result.outcome === "already-live" ? `Already live as version ${result.number}.` : `Version ${result.number} is live.`;
  }
  if (change.pageId === null) {
    await unpublishProject(db, actor, { projectId: change.projectId });
    if (change.redirectTo) {
      await db.insertInto("offlineAddresses").values({ projectId: change.projectId, scope: "", redirectTo: change.redirectTo, created: new Date() }).execute();
    }
    return change.redirectTo ? `Offline; visitors go to ${change.redirectTo}.` : "Offline.";
  }
  const pageId = change.pageId;
  return writeProjectContent(db, actor, change.projectId, async (trx, { projectId, now }) => {
    await trx.deleteFrom("offlineAddresses").where("projectId", "=", projectId).where("scope", "=", pageId).execute();
    if (change.action === "publish") return "The page is on the live site.";
    await trx.insertInto("offlineAddresses").values({ projectId, scope: pageId, redirectTo: change.redirectTo, created: now }).execute();
    return change.redirectTo ? `The page is off the live site; visitors go to ${change.redirectTo}.` : "The page is off the live site.";
  });
}

async function runOne(database: AppDatabase, change: Claimed, options: ScheduleRunOptions, now: Date): Promise<void> {
  const { db, notifications } = database;
  const page = change.pageId ? await db.selectFrom("pages").select("title").where("id", "=", change.pageId).executeTakeFirst() : undefined;
  const described = describeScheduledChange(change.action, page?.title ?? null);
  const at = formatInZone(change.runAt, change.timeZone);
  const late = change.runAt.getTime() < options.startedAt.getTime() - MISSED_AT_START_MARGIN_MS || now.getTime() - change.runAt.getTime() > LATE_AFTER_MS;
  const actor: Actor = { userId: change.createdBy ?? "", isAdmin: false };
  let outcome: string;
  let failed: string | null = null;
  try {
    outcome = await runChange(database, change, actor, options);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    failed = error.message;
    outcome = error.message;
  }
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("publishingSchedules").set({ state: failed ? "failed" : "done", ranAt: new Date(), outcome }).where("id", "=", change.id).where("state", "=", "running").execute();
    const details: Record<string, string> = failed ? { change: described, at, failed } : { done: doneSentence(change.action, page?.title ?? null), at };
    if (late) details.late = "1";
    await recordActivity(trx, actor, change.projectId, "ran-schedule", details);
  });
  await notifications.notify(PUBLICATIONS_CHANNEL, change.projectId);
}

function doneSentence(action: ScheduledAction, pageTitle: string | null): string {
  return `${action === "publish" ? "published" : "unpublished"} ${pageTitle === null ? "the whole project" : `the page “${pageTitle}”`}`;
}

/** Runs the scheduled changes that are due, one after the other; says how many it took. */
export async function runDueSchedules(database: AppDatabase, options: ScheduleRunOptions, now = new Date()): Promise<number> {
  const claimed = await claimDue(database, now);
  for (const change of claimed) await runOne(database, change, options, now);
  return claimed.length;
}
