import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createProject } from "~/features/projects/create-project.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { testDialects } from "../../../db/test-database";
import { recordConversion, type ConversionInput } from "./record-conversion.server";

const secret = randomBytes(32);
const visitor = { address: "203.0.113.7", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0" };
const click: Omit<ConversionInput, "now"> = { projectId: "shop", url: "https://t.me/pagewright", app: "telegram", visitor };

describe.each(testDialects())("recording conversions on %s", (dialect) => {
  let f: Fixture;
  const counted = async () => Number((await f.db.selectFrom("analyticsEvents").select((eb) => eb.fn.countAll().as("count")).where("name", "=", "conversion").executeTakeFirstOrThrow()).count);

  beforeEach(async () => {
    f = await createFixture(dialect);
    await createProject(f.db, f.owner, { name: "Shop", id: "shop" });
  });
  afterEach(async () => {
    await f.database.close();
  });

  it("counts a visitor once per link and day, and again the next day, forgetting past days", async () => {
    const morning = new Date("2026-11-23T08:00:00Z");
    expect(await recordConversion(f.db, secret, { ...click, now: morning })).toBe(true);
    expect(await recordConversion(f.db, secret, { ...click, now: new Date("2026-11-23T23:59:59Z") })).toBe(false);
    expect(await recordConversion(f.db, secret, { ...click, url: "https://t.me/pagewright_support", now: morning })).toBe(true);
    expect(await recordConversion(f.db, secret, { ...click, visitor: { ...visitor, address: "203.0.113.8" }, now: morning })).toBe(true);
    expect(await counted()).toBe(3);

    expect(await recordConversion(f.db, secret, { ...click, now: new Date("2026-11-24T00:00:01Z") })).toBe(true);
    expect(await counted()).toBe(4);
    expect(await f.db.selectFrom("conversionVisitors").select("day").distinct().execute()).toEqual([{ day: "2026-11-24" }]);
  });

  it("counts the same click sent twice at once only once", async () => {
    const now = new Date();
    const results = await Promise.all([recordConversion(f.db, secret, { ...click, now }), recordConversion(f.db, secret, { ...click, now })]);
    expect(results.sort()).toEqual([false, true]);
    expect(await counted()).toBe(1);
  });

  it("stores neither the address nor the browser", async () => {
    await recordConversion(f.db, secret, { ...click, now: new Date() });
    const rows = JSON.stringify(await f.db.selectFrom("conversionVisitors").selectAll().execute());
    expect(rows).not.toContain(visitor.address);
    expect(rows).not.toContain("Mozilla");
    expect(JSON.stringify(await f.db.selectFrom("analyticsEvents").select("params").execute())).toBe('[{"params":{"channel":"telegram"}}]');
  });
});
