import { sql, type Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "../database";
import { createTestDatabase, testDialects } from "../test-database";
import { columnTypesFor } from "./column-types";
import { dailyCounts } from "./0011-daily-counts";

type Db = AppDatabase["db"];

const utcDay = (time: Date) => time.toISOString().slice(0, 10);

async function addProject(db: Db, id: string): Promise<void> {
  const now = new Date();
  const settings = { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null };
  await db.insertInto("projects").values({ id, ownerId: "owner", name: id, primaryColor: "#000000", homePageId: null, settings, livePublicationId: null, lastPublishedAt: null, created: now, updated: now }).execute();
}

function lead(projectId: string, key: string, created: string, deletedAt: string | null = null) {
  const at = new Date(created);
  return {
    id: `${projectId}-${key}`,
    projectId,
    sourceKind: "page" as const,
    sourceSlug: "home",
    sectionId: "contact1",
    fields: { name: "Ada", custom: [] },
    searchText: "ada",
    status: "new" as const,
    idempotencyKey: key,
    addressHash: "hash",
    created: at,
    updated: at,
    deletedAt: deletedAt ? new Date(deletedAt) : null,
  };
}

/** The counts recomputed from the rows themselves, in the rollup's shape (rows of zero left out). */
async function recount(db: Db) {
  const leads = new Map<string, { projectId: string; day: string; leads: number; deleted: number }>();
  for (const row of await db.selectFrom("leads").select(["projectId", "created", "deletedAt"]).execute()) {
    const key = `${row.projectId} ${utcDay(row.created)}`;
    const counts = leads.get(key) ?? { projectId: row.projectId, day: utcDay(row.created), leads: 0, deleted: 0 };
    counts.leads += 1;
    if (row.deletedAt) counts.deleted += 1;
    leads.set(key, counts);
  }
  const events = new Map<string, { name: string; projectId: string; day: string; events: number }>();
  for (const row of await db.selectFrom("analyticsEvents").select(["name", "projectId", "occurredAt"]).execute()) {
    const key = `${row.name} ${row.projectId ?? ""} ${utcDay(row.occurredAt)}`;
    const counts = events.get(key) ?? { name: row.name, projectId: row.projectId ?? "", day: utcDay(row.occurredAt), events: 0 };
    counts.events += 1;
    events.set(key, counts);
  }
  const byKey = (a: { projectId: string; day: string }, b: { projectId: string; day: string }) => `${a.projectId} ${a.day}`.localeCompare(`${b.projectId} ${b.day}`);
  return { leads: [...leads.values()].sort(byKey), events: [...events.values()].sort((a, b) => `${a.name}`.localeCompare(b.name) || byKey(a, b)) };
}

async function rollups(db: Db) {
  const leads = await db.selectFrom("dailyLeadCounts").select(["projectId", "day", "leads", "deleted"]).where((eb) => eb.or([eb("leads", "<>", 0), eb("deleted", "<>", 0)])).execute();
  const events = await db.selectFrom("dailyEventCounts").select(["name", "projectId", "day", "events"]).where("events", "<>", 0).execute();
  const byKey = (a: { projectId: string; day: string }, b: { projectId: string; day: string }) => `${a.projectId} ${a.day}`.localeCompare(`${b.projectId} ${b.day}`);
  return {
    leads: leads.map((row) => ({ ...row, leads: Number(row.leads), deleted: Number(row.deleted) })).sort(byKey),
    events: events.map((row) => ({ ...row, events: Number(row.events) })).sort((a, b) => a.name.localeCompare(b.name) || byKey(a, b)),
  };
}

describe.each(testDialects())("daily counts kept by the database on %s", (dialect) => {
  let database: AppDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function setUp(): Promise<Db> {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const now = new Date();
    await db.insertInto("users").values({ id: "owner", name: "Owner", email: "owner@example.com", status: "active", photoUrl: null, roles: [], created: now, updated: now }).execute();
    await db.insertInto("partners").values({ id: "owner", displayName: "Owner", company: null, created: now, updated: now }).execute();
    for (const id of ["alpha", "beta"]) await addProject(db, id);
    return db;
  }

  it("follows inserts, retries, the trash, the purge, moves and a project's deletion, day by UTC day", async () => {
    const db = await setUp();
    await db
      .insertInto("leads")
      .values([
        lead("alpha", "k1", "2026-11-22T23:59:59.999Z"),
        lead("alpha", "k2", "2026-11-23T00:00:00.000Z"),
        lead("alpha", "k3", "2026-11-23T12:00:00.000Z"),
        lead("alpha", "k4", "2026-11-23T23:59:59.999Z", "2026-11-23T23:59:59.999Z"),
        lead("beta", "k1", "2026-11-23T00:00:00.000Z"),
      ])
      .execute();
    expect((await rollups(db)).leads).toEqual([
      { projectId: "alpha", day: "2026-11-22", leads: 1, deleted: 0 },
      { projectId: "alpha", day: "2026-11-23", leads: 3, deleted: 1 },
      { projectId: "beta", day: "2026-11-23", leads: 1, deleted: 0 },
    ]);

    // A retried key stores nothing and counts nothing; a status change is not a count change.
    await db.insertInto("leads").values([lead("alpha", "k1", "2026-11-23T01:00:00Z"), lead("alpha", "k5", "2026-11-21T10:00:00Z")]).onConflict((conflict) => conflict.columns(["projectId", "idempotencyKey"]).doNothing()).execute();
    await db.updateTable("leads").set({ status: "read" }).where("projectId", "=", "alpha").execute();
    await db.updateTable("leads").set({ deletedAt: new Date("2026-11-24T08:00:00Z") }).where("id", "in", ["alpha-k2", "alpha-k3"]).execute();
    await db.updateTable("leads").set({ deletedAt: null }).where("id", "=", "alpha-k4").execute();
    await db.updateTable("leads").set({ created: new Date("2026-11-20T00:00:00Z") }).where("id", "=", "alpha-k5").execute();
    expect(await rollups(db)).toEqual(await recount(db));
    expect((await rollups(db)).leads).toContainEqual({ projectId: "alpha", day: "2026-11-23", leads: 3, deleted: 2 });

    await db.deleteFrom("leads").where("deletedAt", "is not", null).execute();
    expect((await rollups(db)).leads).toContainEqual({ projectId: "alpha", day: "2026-11-23", leads: 1, deleted: 0 });
    expect(await rollups(db)).toEqual(await recount(db));

    await db.deleteFrom("projects").where("id", "=", "beta").execute();
    expect(await db.selectFrom("dailyLeadCounts").select("projectId").where("projectId", "=", "beta").execute()).toEqual([]);
    await addProject(db, "beta");
    expect(await rollups(db)).toEqual(await recount(db));
  });

  it("counts events per name, project and UTC day, those of no project under ''", async () => {
    const db = await setUp();
    const event = (name: string, projectId: string | null, at: string) => ({ name, params: {}, userId: "owner", projectId, occurredAt: new Date(at) });
    await db
      .insertInto("analyticsEvents")
      .values([
        event("conversion", "alpha", "2026-11-22T23:59:59.999Z"),
        event("conversion", "alpha", "2026-11-23T00:00:00.000Z"),
        event("conversion", "alpha", "2026-11-23T00:00:00.001Z"),
        event("sign_up", null, "2026-11-23T00:00:00.000Z"),
        event("login", "beta", "2026-11-23T10:00:00Z"),
      ])
      .execute();
    expect((await rollups(db)).events).toEqual([
      { name: "conversion", projectId: "alpha", day: "2026-11-22", events: 1 },
      { name: "conversion", projectId: "alpha", day: "2026-11-23", events: 2 },
      { name: "login", projectId: "beta", day: "2026-11-23", events: 1 },
      { name: "sign_up", projectId: "", day: "2026-11-23", events: 1 },
    ]);
    // Deleting the user only clears the events' user; events and their counts outlive projects.
    await db.deleteFrom("projects").execute();
    await db.deleteFrom("partners").execute();
    await db.deleteFrom("users").execute();
    await db.updateTable("analyticsEvents").set({ occurredAt: new Date("2026-11-21T05:00:00Z") }).where("name", "=", "login").execute();
    await db.deleteFrom("analyticsEvents").where("occurredAt", "=", new Date("2026-11-23T00:00:00.001Z")).execute();
    expect(await rollups(db)).toEqual(await recount(db));
    expect((await rollups(db)).events).toContainEqual({ name: "conversion", projectId: "alpha", day: "2026-11-23", events: 1 });
  });

  it("counts the rows already there when the migration runs", async () => {
    const db = await setUp();
    await db.insertInto("leads").values([lead("alpha", "k1", "2026-11-22T23:59:59.999Z"), lead("alpha", "k2", "2026-11-23T00:00:00Z", "2026-11-23T09:00:00Z"), lead("beta", "k1", "2026-10-01T00:00:00Z")]).execute();
    await db.insertInto("analyticsEvents").values({ name: "conversion", params: {}, userId: null, projectId: "alpha", occurredAt: new Date("2026-11-23T23:59:59.999Z") }).execute();
    const types = columnTypesFor(dialect);
    // The migrator hands migrations an untyped Kysely; this is the same instance.
    const untyped = db as unknown as Kysely<unknown>;
    await dailyCounts.down(untyped, types, dialect);
    await db.insertInto("leads").values(lead("beta", "k2", "2026-10-01T23:59:59.999Z")).execute();
    await dailyCounts.up(untyped, types, dialect);
    const counted = await rollups(db);
    expect(counted).toEqual(await recount(db));
    expect(counted.leads).toContainEqual({ projectId: "beta", day: "2026-10-01", leads: 2, deleted: 0 });
  });

  it.runIf(dialect === "postgres")("takes the UTC day whatever the session's time zone", async () => {
    const db = await setUp();
    await db.connection().execute(async (connection) => {
      await sql`set time zone 'Pacific/Kiritimati'`.execute(connection);
      await connection.insertInto("leads").values([lead("alpha", "k1", "2026-11-22T23:59:59.999Z"), lead("alpha", "k2", "2026-11-23T10:00:00.000Z")]).execute();
      await connection.insertInto("analyticsEvents").values({ name: "conversion", params: {}, userId: null, projectId: "alpha", occurredAt: new Date("2026-11-22T23:59:59.999Z") }).execute();
      await sql`reset time zone`.execute(connection);
    });
    expect(await rollups(db)).toEqual({
      leads: [
        { projectId: "alpha", day: "2026-11-22", leads: 1, deleted: 0 },
        { projectId: "alpha", day: "2026-11-23", leads: 1, deleted: 0 },
      ],
      events: [{ name: "conversion", projectId: "alpha", day: "2026-11-22", events: 1 }],
    });
  });
});
