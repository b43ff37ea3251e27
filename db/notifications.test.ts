import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "./database";
import { createTestDatabase, testDialects } from "./test-database";

describe.each(testDialects())("database notifications on %s", (dialect) => {
  let database: AppDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("delivers a message to every listener of its channel, and only of its channel", async () => {
    database = await createTestDatabase(dialect);
    const received: string[] = [];
    const other: string[] = [];
    const stopFirst = await database.notifications.listen("pw_test_channel", (payload) => received.push(`a:${payload}`));
    const stopSecond = await database.notifications.listen("pw_test_channel", (payload) => received.push(`b:${payload}`));
    const stopOther = await database.notifications.listen("pw_other_channel", (payload) => other.push(payload));
    await database.notifications.notify("pw_test_channel", "shop");
    await expect.poll(() => new Set(received)).toEqual(new Set(["a:shop", "b:shop"]));
    await stopFirst();
    await database.notifications.notify("pw_test_channel", "cafe");
    await expect.poll(() => received.filter((entry) => entry.endsWith("cafe")).length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(new Set(received.filter((entry) => entry.endsWith("cafe")))).toEqual(new Set(["b:cafe"]));
    expect(other).toEqual([]);
    await stopSecond();
    await stopOther();
  });

  it("tells this node's own listeners before the notify call returns", async () => {
    database = await createTestDatabase(dialect);
    const received: string[] = [];
    const stop = await database.notifications.listen("pw_test_channel", (payload) => received.push(payload));
    await database.notifications.notify("pw_test_channel", "now");
    expect(received).toContain("now");
    await stop();
  });

  it("refuses channel names that are not plain identifiers", async () => {
    database = await createTestDatabase(dialect);
    await expect(database.notifications.listen("x; drop table users", () => undefined)).rejects.toThrow(/Invalid channel/);
  });
});
