import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createProject } from "../../app/features/projects/create-project.server";
import type { AppDatabase } from "../../db/database";
import { createTestDatabase, testDialects } from "../../db/test-database";
import { FLUSH_BATCH_ROWS, PageViewCounter } from "./page-view-counter";

// More distinct pages than one statement can carry on SQLite (32,766 bound values, four a row).
const PAGES = 9_000;

describe.each(testDialects())("page views of thousands of pages are written in one flush, on %s", (dialect) => {
  let database: AppDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    const now = new Date();
    await database.db.insertInto("users").values({ id: "viewsowner", name: "Owner", email: "views@example.com", status: "active", photoUrl: null, roles: [], created: now, updated: now }).execute();
    await database.db.insertInto("partners").values({ id: "viewsowner", displayName: "Owner", company: null, created: now, updated: now }).execute();
    for (const id of ["busy", "quiet"]) await createProject(database.db, { userId: "viewsowner", isAdmin: false }, { name: id, id, start: "blank" });
  });
  afterAll(() => database.close());

  it("counts every view of every page in batches, with no batch refused", async () => {
    expect(PAGES).toBeGreaterThan(FLUSH_BATCH_ROWS);
    const logger = pino({ level: "silent" });
    const warn = vi.spyOn(logger, "warn");
    const counter = new PageViewCounter(database.db, logger);
    const at = new Date("2026-11-24T12:00:00Z");
    for (let page = 0; page < PAGES; page += 1) counter.count("busy", `page-${page}`, at);
    counter.count("busy", "page-7", at);
    counter.count("quiet", "", at);
    await counter.flush();

    expect(warn).not.toHaveBeenCalled();
    const rows = await database.db.selectFrom("pageViews").select(["projectId", "path", "views"]).where("day", "=", "2026-11-24").execute();
    expect(rows).toHaveLength(PAGES + 1);
    expect(rows.reduce((sum, row) => sum + Number(row.views), 0)).toBe(PAGES + 2);
    expect(rows.find((row) => row.projectId === "busy" && row.path === "page-7")?.views).toBe(2);
    expect(rows.find((row) => row.projectId === "quiet")?.views).toBe(1);
  });
});
