import type { Actor, Db } from "~/access/project-access.server";
import { assertAdmin, holdsAdminRole } from "./admin-rules.server";
import { countPerDay, lastDays } from "./daily-counts";

async function countRows(query: { executeTakeFirstOrThrow: () => Promise<{ count: string | number | bigint }> }): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).count);
}

/** The admin area's headline numbers and the sign-ups and leads of each of the last 30 days. */
export async function getPlatformFigures(db: Db, actor: Actor, now = new Date()) {
  assertAdmin(actor);
  const days = lastDays(now);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const [users, suspended, admins, partners, projects, published, leads, signUps, recentLeads] = await Promise.all([
    countRows(db.selectFrom("users").select((eb) => eb.fn.countAll().as("count"))),
    countRows(db.selectFrom("users").select((eb) => eb.fn.countAll().as("count")).where("status", "=", "suspended")),
    countRows(db.selectFrom("users").select((eb) => eb.fn.countAll().as("count")).where(holdsAdminRole)),
    countRows(db.selectFrom("partners").select((eb) => eb.fn.countAll().as("count"))),
    countRows(db.selectFrom("projects").select((eb) => eb.fn.countAll().as("count"))),
    countRows(db.selectFrom("projects").select((eb) => eb.fn.countAll().as("count")).where("livePublicationId", "is not", null)),
    countRows(db.selectFrom("leads").select((eb) => eb.fn.countAll().as("count")).where("deletedAt", "is", null)),
    db.selectFrom("analyticsEvents").select("occurredAt").where("name", "=", "sign_up").where("occurredAt", ">=", since).execute(),
    db.selectFrom("leads").select("created").where("created", ">=", since).execute(),
  ]);
  return {
    counts: { users, suspended, admins, partners, projects, published, leads },
    signUps: countPerDay(
      days,
      signUps.map((event) => event.occurredAt),
    ),
    leads: countPerDay(
      days,
      recentLeads.map((lead) => lead.created),
    ),
  };
}
