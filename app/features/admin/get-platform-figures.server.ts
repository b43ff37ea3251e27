import { countsOnDays, lastDays } from "~/lib/utc-days";
import type { Actor, Db } from "~/access/project-access.server";
import { assertAdmin, holdsAdminRole } from "./admin-rules.server";

/** How many days the admin area's charts show, ending today. */
const FIGURE_DAYS = 30;

async function countRows(query: { executeTakeFirstOrThrow: () => Promise<{ count: string | number | bigint }> }): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** The admin area's headline numbers and the sign-ups and leads of each of the last 30 days. */
export async function getPlatformFigures(db: Db, actor: Actor, now = new Date()) {
  assertAdmin(actor);
  const days = lastDays(FIGURE_DAYS, now);
  const first = days[0] ?? "";
  const last = days.at(-1) ?? "";
  // Per-day counts come from the rollups the database keeps (migration 0011): a few rows per day
  // whatever the platform's volume. The leads chart counts every stored lead, deleted ones too
  // until the purge removes them.
  const [users, suspended, admins, partners, projects, published, leads, signUps, recentLeads] = await Promise.all([
    countRows(db.selectFrom("users").select((eb) => eb.fn.countAll().as("count"))),
    countRows(db.selectFrom("users").select((eb) => eb.fn.countAll().as("count")).where("status", "=", "suspended")),
    countRows(db.selectFrom("users").select((eb) => eb.fn.countAll().as("count")).where(holdsAdminRole)),
    countRows(db.selectFrom("partners").select((eb) => eb.fn.countAll().as("count"))),
    countRows(db.selectFrom("projects").select((eb) => eb.fn.countAll().as("count"))),
    countRows(db.selectFrom("projects").select((eb) => eb.fn.countAll().as("count")).where("livePublicationId", "is not", null)),
    countRows(db.selectFrom("leads").select((eb) => eb.fn.countAll().as("count")).where("deletedAt", "is", null)),
    db
      .selectFrom("dailyEventCounts")
      .select(["day", (eb) => eb.fn.sum<number>("events").as("count")])
      .where("name", "=", "sign_up")
      .where("day", ">=", first)
      .where("day", "<=", last)
      .groupBy("day")
      .execute(),
    db
      .selectFrom("dailyLeadCounts")
      .select(["day", (eb) => eb.fn.sum<number>("leads").as("count")])
      .where("day", ">=", first)
      .where("day", "<=", last)
      .groupBy("day")
      .execute(),
  ]);
  return {
    counts: { users, suspended, admins, partners, projects, published, leads },
    signUps: countsOnDays(days, signUps),
    leads: countsOnDays(days, recentLeads),
  };
}
