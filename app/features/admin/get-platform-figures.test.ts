import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rowCounter, testDialects } from "../../../db/test-database";
import { lastDays } from "~/lib/utc-days";
import { deleteLeads } from "~/features/leads/delete-leads.server";
import { LeadWriter } from "~/features/leads/lead-writer.server";
import { purgeDeletedLeads } from "~/features/leads/purge-deleted-leads.server";
import { createProject } from "~/features/projects/create-project.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { getPlatformFigures } from "./get-platform-figures.server";

const NOW = new Date("2026-11-23T12:00:00Z");
const DAYS = lastDays(30, NOW);

/** The 30 days of the chart, each with the count given for it and 0 otherwise. */
function expected(counts: Record<string, number>) {
  return DAYS.map((day) => ({ day, count: counts[day] ?? 0 }));
}

describe.each(testDialects())("the admin area's figures per day on %s", (dialect) => {
  let f: Fixture;
  let keys = 0;
  beforeEach(async () => {
    f = await createFixture(dialect);
    await createProject(f.db, f.owner, { name: "Acme", id: "acme" });
    await createProject(f.db, f.other, { name: "Bolt", id: "bolt" });
  });
  afterEach(() => f.database.close());

  const writer = () => new LeadWriter(f.database);
  const writeLead = async (created: string, projectId = "acme") =>
    (
      await writer().write({ projectId, sourceKind: "page", sourceSlug: "home", sourcePath: "/", sectionId: "contact1", fields: { name: "Ada", custom: [] }, searchText: "ada", idempotencyKey: `k-${(keys += 1)}`, addressHash: "hash", created: new Date(created), spamReason: null, mail: false })
    ).id;
  const signUp = (at: string) => f.db.insertInto("analyticsEvents").values({ name: "sign_up", params: { method: "Google" }, userId: null, projectId: null, occurredAt: new Date(at) }).execute();

  it("counts sign-ups and every project's leads on their UTC day, from the window's first midnight to its last instant", async () => {
    for (const at of ["2026-10-24T23:59:59.999Z", "2026-10-25T00:00:00.000Z", "2026-11-22T23:59:59.999Z", "2026-11-23T00:00:00.000Z", "2026-11-23T23:59:59.999Z", "2026-11-24T00:00:00.000Z"]) {
      await signUp(at);
      await writeLead(at);
    }
    await writeLead("2026-11-23T06:00:00Z", "bolt");
    await f.db.insertInto("analyticsEvents").values({ name: "login", params: {}, userId: null, projectId: null, occurredAt: new Date("2026-11-23T06:00:00Z") }).execute();

    const figures = await getPlatformFigures(f.db, f.admin, NOW);
    expect(figures.signUps).toEqual(expected({ "2026-10-25": 1, "2026-11-22": 1, "2026-11-23": 2 }));
    expect(figures.leads).toEqual(expected({ "2026-10-25": 1, "2026-11-22": 1, "2026-11-23": 3 }));
    expect(figures.counts.leads).toBe(7);
  });

  it("keeps deleted leads in the chart until the purge removes them, as the headline count does not", async () => {
    const gone = await writeLead("2026-11-20T10:00:00Z");
    const trashed = await writeLead("2026-11-20T11:00:00Z", "bolt");
    await writeLead("2026-11-21T10:00:00Z");
    await deleteLeads(f.db, f.owner, { projectId: "acme", leadIds: [gone] });
    await deleteLeads(f.db, f.other, { projectId: "bolt", leadIds: [trashed] });
    let figures = await getPlatformFigures(f.db, f.admin, NOW);
    expect(figures.leads).toEqual(expected({ "2026-11-20": 2, "2026-11-21": 1 }));
    expect(figures.counts.leads).toBe(1);

    await purgeDeletedLeads(f.db, new Date(Date.now() + 2 * 60 * 60 * 1000));
    figures = await getPlatformFigures(f.db, f.admin, NOW);
    expect(figures.leads).toEqual(expected({ "2026-11-21": 1 }));
  });

  it("reads a few rows per day, however many sign-ups and leads a day has", async () => {
    await Promise.all(Array.from({ length: 40 }, (_, index) => writeLead(`2026-11-23T10:${String(index).padStart(2, "0")}:00Z`, index % 2 ? "acme" : "bolt")));
    for (let index = 0; index < 40; index += 1) await signUp(`2026-11-23T11:${String(index).padStart(2, "0")}:00Z`);
    const counter = rowCounter();
    const figures = await getPlatformFigures(f.db.withPlugin(counter), f.admin, NOW);
    expect([figures.leads.at(-1), figures.signUps.at(-1)]).toEqual([
      { day: "2026-11-23", count: 40 },
      { day: "2026-11-23", count: 40 },
    ]);
    // Seven headline counts and at most one row per day for each of the two charts.
    expect(counter.rows).toBeLessThanOrEqual(7 + 2 * DAYS.length);
  });
});
