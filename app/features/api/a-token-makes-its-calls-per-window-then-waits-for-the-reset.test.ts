import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../../../db/database";
import { createPostgresTestSchema, createTestDatabase, testDialects } from "../../../db/test-database";
import { migrateToLatest } from "../../../db/migrate";
import { rateLimitHeaders, takeApiCall } from "./rate-limit.server";

const MINUTE = 60_000;
// The start of a window, so the seconds to the reset are exact.
const start = 1_000 * MINUTE;

describe.each(testDialects())("a token makes its calls per window, then waits for the reset, on %s", (dialect) => {
  const opened: AppDatabase[] = [];
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
  });

  it("allows the limit, refuses the next call with the seconds to wait, and starts again after the window", async () => {
    const database = await createTestDatabase(dialect);
    opened.push(database);
    const take = (tokenId: string, now: number) => takeApiCall(database, tokenId, now, 3, MINUTE);
    const remaining = [];
    for (let call = 0; call < 3; call++) remaining.push((await take("a", start)).remaining);
    expect(remaining).toEqual([2, 1, 0]);
    const refused = await take("a", start + 15_000);
    expect(refused).toEqual({ allowed: false, limit: 3, remaining: 0, resetSeconds: 45 });
    expect(rateLimitHeaders(refused)).toEqual({ "RateLimit-Limit": "3", "RateLimit-Remaining": "0", "RateLimit-Reset": "45" });
    expect((await take("b", start + 15_000)).allowed).toBe(true);
    expect(await take("a", start + MINUTE)).toEqual({ allowed: true, limit: 3, remaining: 2, resetSeconds: 60 });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("a token's limit holds across app nodes on one PostgreSQL database", () => {
  it("two nodes together allow the limit once, not once each", async () => {
    const schema = await createPostgresTestSchema();
    const nodeA = openDatabase({ dialect: "postgres", url: schema.url, maxConnections: 2 });
    const nodeB = openDatabase({ dialect: "postgres", url: schema.url, maxConnections: 2 });
    try {
      await migrateToLatest(nodeA);
      const answers = [];
      for (let call = 0; call < 4; call++) answers.push(await takeApiCall(call % 2 === 0 ? nodeA : nodeB, "shared", start + call, 3, MINUTE));
      expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false]);
      expect(answers.map((answer) => answer.remaining)).toEqual([2, 1, 0, 0]);
    } finally {
      await nodeA.close();
      await nodeB.close();
      await schema.drop();
    }
  });
});
