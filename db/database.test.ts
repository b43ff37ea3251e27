import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "./database";
import { MigrationFailedError, migrateToLatest } from "./migrate";
import { migrations } from "./migrations/index";
import { createTestDatabase, testDialects } from "./test-database";

describe.each(testDialects())("data layer on %s", (dialect) => {
  let database: AppDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("applies every migration to an empty database, and a second run is a no-op", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    const applied = await migrateToLatest(database);
    expect(applied).toEqual(migrations.map(([name]) => name));
    expect(await migrateToLatest(database)).toEqual([]);
    const tables = await database.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(["users", "identities", "partners", "sessions", "analytics_events"]),
    );
  });

  it("returns timestamps as Date and JSON as parsed values on both dialects", async () => {
    database = await createTestDatabase(dialect);
    const created = new Date("2026-01-02T03:04:05.678Z");
    await database.db
      .insertInto("users")
      .values({ id: "u1", name: "Ada", email: "ada@example.com", status: "registered", photoUrl: null, roles: ["admin"], created, updated: created })
      .execute();
    await database.db
      .insertInto("analyticsEvents")
      .values({ name: "sign_up", params: { method: "Google", nested: { n: 1 } }, userId: "u1", projectId: null, occurredAt: created })
      .execute();

    const user = await database.db.selectFrom("users").selectAll().executeTakeFirstOrThrow();
    expect(user.created).toBeInstanceOf(Date);
    expect(user.created.toISOString()).toBe(created.toISOString());
    expect(user.roles).toEqual(["admin"]);
    expect(user.photoUrl).toBeNull();

    const event = await database.db.selectFrom("analyticsEvents").selectAll().executeTakeFirstOrThrow();
    expect(event.params).toEqual({ method: "Google", nested: { n: 1 } });
    expect(typeof event.id).toBe("number");
    expect(event.occurredAt).toBeInstanceOf(Date);

    const { count } = await database.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(count).toBe(1);
  });

  it("returns booleans as booleans", async () => {
    database = await createTestDatabase(dialect);
    const row = await sql<{ isActive: boolean }>`select (1 = 1) as is_active`.execute(database.db);
    expect(row.rows[0]?.isActive).toBe(true);
  });

  it("enforces foreign keys", async () => {
    database = await createTestDatabase(dialect);
    const now = new Date();
    await expect(
      database.db.insertInto("partners").values({ id: "missing", displayName: "X", company: null, created: now, updated: now }).execute(),
    ).rejects.toThrow();
  });

  it("stops with a clear message naming a failed migration", async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    await sql`create table users (id text primary key)`.execute(database.db);
    const run = migrateToLatest(database);
    await expect(run).rejects.toBeInstanceOf(MigrationFailedError);
    await expect(migrateToLatest(database)).rejects.toThrow(/migration 0001-users-partners-sessions failed/);
  });
});
