import { afterEach, describe, expect, it } from "vitest";
import { rowCounter, testDialects } from "../../../db/test-database";
import { createProject } from "~/features/projects/create-project.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { lastDays } from "~/lib/utc-days";
import { getDailyConversions } from "./get-daily-conversions.server";

describe.each(testDialects())("daily conversions on %s", (dialect) => {
  let fixture: Fixture | undefined;
  afterEach(async () => {
    await fixture?.database.close();
    fixture = undefined;
  });

  it("counts chat clicks per day for the owner and admins, and hides the project from others", async () => {
    fixture = await createFixture(dialect);
    const { db, owner, other, admin } = fixture;
    await createProject(db, owner, { name: "Shop", id: "shop", start: "blank" });
    const today = new Date("2026-11-22T12:00:00Z");
    const event = (at: string, projectId = "shop", name = "conversion") =>
      db.insertInto("analyticsEvents").values({ name, params: { channel: "whatsapp" }, userId: null, projectId, occurredAt: new Date(at) }).execute();
    await event("2026-11-22T08:00:00Z");
    await event("2026-11-22T23:59:59Z");
    await event("2026-11-20T10:00:00Z");
    await event("2026-10-01T10:00:00Z");
    await event("2026-11-22T09:00:00Z", "shop", "login");
    const days = lastDays(3, today);
    expect(await getDailyConversions(db, owner, { projectId: "shop", days })).toEqual([
      { day: "2026-11-20", count: 1 },
      { day: "2026-11-21", count: 0 },
      { day: "2026-11-22", count: 2 },
    ]);
    expect((await getDailyConversions(db, admin, { projectId: "shop", days })).at(-1)?.count).toBe(2);
    await expect(getDailyConversions(db, other, { projectId: "shop", days })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("counts each click on its UTC day from the window's first midnight to its last instant, nothing outside, reading one row per day", async () => {
    fixture = await createFixture(dialect);
    const { db, owner } = fixture;
    await createProject(db, owner, { name: "Shop", id: "shop", start: "blank" });
    await createProject(db, owner, { name: "Other shop", id: "othershop", start: "blank" });
    const event = (at: string, projectId = "shop", name = "conversion") =>
      db.insertInto("analyticsEvents").values({ name, params: { channel: "telegram" }, userId: null, projectId, occurredAt: new Date(at) }).execute();
    for (const at of ["2026-10-24T23:59:59.999Z", "2026-10-25T00:00:00.000Z", "2026-10-25T23:59:59.999Z", "2026-11-23T00:00:00.000Z", "2026-11-23T23:59:59.999Z", "2026-11-24T00:00:00.000Z"]) {
      await event(at);
    }
    for (let minute = 0; minute < 40; minute += 1) await event(`2026-11-10T12:${String(minute).padStart(2, "0")}:00Z`);
    await event("2026-11-23T10:00:00Z", "othershop");
    await event("2026-11-23T10:00:00Z", "shop", "page_view");
    const days = lastDays(30, new Date("2026-11-23T12:00:00Z"));
    const counts: Record<string, number> = { "2026-10-25": 2, "2026-11-10": 40, "2026-11-23": 2 };
    const counter = rowCounter();
    expect(await getDailyConversions(db.withPlugin(counter), owner, { projectId: "shop", days })).toEqual(days.map((day) => ({ day, count: counts[day] ?? 0 })));
    // The access check's row and one row per day with clicks, not one per click.
    expect(counter.rows).toBeLessThanOrEqual(1 + days.length);
  });
});
