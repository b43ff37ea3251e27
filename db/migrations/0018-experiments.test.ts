import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "../database";
import { createTestDatabase, testDialects } from "../test-database";
import { columnTypesFor } from "./column-types";
import { experiments } from "./0018-experiments";

describe.each(testDialects())("migration 0018 on %s", (dialect) => {
  let database: AppDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("goes down and up again, keeps a variant's counts when its copy is deleted, and drops an experiment's rows with its page", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const types = columnTypesFor(dialect);
    const untyped = db as unknown as Kysely<unknown>;
    await experiments.down(untyped, types, dialect);
    await experiments.up(untyped, types, dialect);

    const now = new Date();
    await db.insertInto("users").values({ id: "ana", name: "Ana", email: "ana@example.com", status: "active", photoUrl: null, roles: [], created: now, updated: now }).execute();
    await db.insertInto("partners").values({ id: "ana", displayName: "Ana", company: null, created: now, updated: now }).execute();
    const settings = { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null };
    await db.insertInto("projects").values({ id: "shop", ownerId: "ana", name: "Shop", primaryColor: "#000000", homePageId: null, settings, livePublicationId: null, lastPublishedAt: null, created: now, updated: now }).execute();
    const page = (id: string, slug: string) => ({ id, projectId: "shop", slug, title: slug, position: 0, sections: [], seo: {}, version: 1, created: now, updated: now });
    await db.insertInto("pages").values([page("home", "home"), page("copy", "home-b")]).execute();
    await db.insertInto("experiments").values({ id: "exp", projectId: "shop", pageId: "home", status: "running", goal: "lead", goalUrl: null, startedAt: now, endedAt: null, winner: null, created: now }).execute();
    await db.insertInto("experimentVariants").values([
      { experimentId: "exp", label: "A", pageId: "home", weight: 50 },
      { experimentId: "exp", label: "B", pageId: "copy", weight: 50 },
    ]).execute();
    await db.insertInto("experimentDailyCounts").values({ experimentId: "exp", label: "B", day: "2026-11-24", visitors: 10, conversions: 1 }).execute();

    await db.deleteFrom("pages").where("id", "=", "copy").execute();
    expect(await db.selectFrom("experimentVariants").select(["label", "pageId"]).orderBy("label").execute()).toEqual([
      { label: "A", pageId: "home" },
      { label: "B", pageId: null },
    ]);
    expect(await db.selectFrom("experimentDailyCounts").select("visitors").execute()).toEqual([{ visitors: 10 }]);

    await db.deleteFrom("pages").where("id", "=", "home").execute();
    expect(await db.selectFrom("experiments").select("id").execute()).toEqual([]);
    expect(await db.selectFrom("experimentDailyCounts").select("visitors").execute()).toEqual([]);
  });
});
