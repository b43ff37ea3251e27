import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rowCounter, testDialects } from "../../../db/test-database";
import { lastDays } from "~/lib/utc-days";
import { createProject } from "~/features/projects/create-project.server";
import { deleteProject } from "~/features/projects/delete-project.server";
import { createFixture, type Fixture } from "~/features/projects/test-fixtures";
import { deleteLeads } from "./delete-leads.server";
import { getDailyLeads } from "./get-daily-leads.server";
import { LeadWriter, type NewLead } from "./lead-writer.server";
import { purgeDeletedLeads } from "./purge-deleted-leads.server";
import { restoreLeads } from "./restore-leads.server";

const TODAY = new Date("2026-11-23T12:00:00Z");
const DAYS = lastDays(30, TODAY);

/** The 30 days of the chart, each with the count given for it and 0 otherwise. */
function expected(counts: Record<string, number>) {
  return DAYS.map((day) => ({ day, count: counts[day] ?? 0 }));
}

describe.each(testDialects())("leads per day on %s", (dialect) => {
  let f: Fixture;
  let writer: LeadWriter;
  let keys = 0;
  beforeEach(async () => {
    f = await createFixture(dialect);
    writer = new LeadWriter(f.database);
    await createProject(f.db, f.owner, { name: "Acme", id: "acme" });
    await createProject(f.db, f.owner, { name: "Bolt", id: "bolt" });
  });
  afterEach(async () => {
    await f.database.close();
  });

  /** Stores a lead the way a form submission does, at `created`; returns its id. */
  const write = async (created: string, projectId = "acme", idempotencyKey = `k-${(keys += 1)}`) => {
    const lead: NewLead = { projectId, sourceKind: "page", sourceSlug: "home", sourcePath: "/", sectionId: "contact1", fields: { name: "Ada", custom: [] }, searchText: "ada", idempotencyKey, addressHash: "hash", created: new Date(created), spamReason: null, mail: false };
    return (await writer.write(lead)).id;
  };

  it("counts each lead on its UTC day, from the window's first midnight to its last instant, and nothing outside", async () => {
    for (const created of [
      "2026-10-24T23:59:59.999Z",
      "2026-10-25T00:00:00.000Z",
      "2026-10-25T23:59:59.999Z",
      "2026-10-26T00:00:00.000Z",
      "2026-11-22T23:59:59.999Z",
      "2026-11-23T00:00:00.000Z",
      "2026-11-23T23:59:59.999Z",
      "2026-11-24T00:00:00.000Z",
    ]) {
      await write(created);
    }
    await write("2026-11-23T08:00:00Z", "bolt");
    await write("2026-11-10T08:00:00Z", "acme", "k-retried");
    await write("2026-11-10T09:00:00Z", "acme", "k-retried");

    expect(await getDailyLeads(f.db, f.owner, { projectId: "acme", days: DAYS })).toEqual(
      expected({ "2026-10-25": 2, "2026-10-26": 1, "2026-11-10": 1, "2026-11-22": 1, "2026-11-23": 2 }),
    );
    expect(await getDailyLeads(f.db, f.admin, { projectId: "acme", days: DAYS.slice(-1) })).toEqual([{ day: "2026-11-23", count: 2 }]);
    expect(await getDailyLeads(f.db, f.owner, { projectId: "acme", days: [] })).toEqual([]);
    await expect(getDailyLeads(f.db, f.other, { projectId: "acme", days: DAYS })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("leaves deleted leads out, counts them again when restored, and forgets a deleted project's leads", async () => {
    await write("2026-11-20T10:00:00Z");
    const deleted = await write("2026-11-20T11:00:00Z");
    const purged = await write("2026-11-21T00:00:00Z");
    await deleteLeads(f.db, f.owner, { projectId: "acme", leadIds: [deleted, purged] });
    expect(await getDailyLeads(f.db, f.owner, { projectId: "acme", days: DAYS })).toEqual(expected({ "2026-11-20": 1 }));

    await restoreLeads(f.db, f.owner, { projectId: "acme", leadIds: [deleted] });
    await purgeDeletedLeads(f.db, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await getDailyLeads(f.db, f.owner, { projectId: "acme", days: DAYS })).toEqual(expected({ "2026-11-20": 2 }));

    await deleteProject(f.db, f.owner, { projectId: "acme", confirmId: "acme" });
    await createProject(f.db, f.owner, { name: "Acme again", id: "acme" });
    expect(await getDailyLeads(f.db, f.owner, { projectId: "acme", days: DAYS })).toEqual(expected({}));
  });

  it("reads at most one row per day from the database, however many leads a day has", async () => {
    await Promise.all(Array.from({ length: 60 }, (_, index) => write(`2026-11-23T10:${String(index).padStart(2, "0")}:00Z`)));
    const counter = rowCounter();
    const days = await getDailyLeads(f.db.withPlugin(counter), f.owner, { projectId: "acme", days: DAYS });
    expect(days.at(-1)).toEqual({ day: "2026-11-23", count: 60 });
    // The access check's row and one row for the day that has leads.
    expect(counter.rows).toBeLessThanOrEqual(1 + DAYS.length);
  });
});
