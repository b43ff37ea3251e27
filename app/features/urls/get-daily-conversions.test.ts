import { afterEach, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { createProject } from "~/features/projects/create-project.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { lastDays } from "~/features/publishing/get-daily-visits.server";
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
});
