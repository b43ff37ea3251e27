import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../../../db/test-database";
import { BrowserLikeClient } from "../../../server/testing/browser-like-client";
import { COUNTED_VISITS_PER_ADDRESS } from "./count-visits-from-an-address.server";
import { browserOf, startQrCodeProjects, type QrCodeProjects } from "./test-fixtures";

describe.each(testDialects())("a script changing its browser name counts a bounded number of scans, on %s", (dialect) => {
  let projects: QrCodeProjects;
  const db = () => projects.server.database.db;

  beforeAll(async () => {
    projects = await startQrCodeProjects(dialect);
  }, 120_000);
  afterAll(() => projects.server.stop());

  it("every scan from one address is sent on, but only the first scans of the hour are counted", async () => {
    expect((await projects.owner.request("/project/shop/urls")).status).toBe(200);
    const { code } = await db().selectFrom("qrCodes").select("code").where("projectId", "=", "shop").where("target", "=", "/shop").executeTakeFirstOrThrow();
    const scans = COUNTED_VISITS_PER_ADDRESS + 15;
    for (let scan = 0; scan < scans; scan++) {
      const answer = await new BrowserLikeClient(projects.server.url).request(`/q/${code}`, { headers: { "User-Agent": browserOf(`visitor ${scan}`) } });
      expect(answer.status, `scan ${scan}`).toBe(302);
    }
    const counted = await db().selectFrom("qrCodeDailyScans").select((eb) => eb.fn.coalesce(eb.fn.sum<number>("scans"), eb.lit(0)).as("scans")).where("code", "=", code).executeTakeFirstOrThrow();
    expect(Number(counted.scans)).toBe(COUNTED_VISITS_PER_ADDRESS);
    const visitorKeys = await db().selectFrom("conversionVisitors").select((eb) => eb.fn.countAll<number>().as("keys")).executeTakeFirstOrThrow();
    expect(Number(visitorKeys.keys)).toBeLessThanOrEqual(COUNTED_VISITS_PER_ADDRESS);
  }, 120_000);
});
