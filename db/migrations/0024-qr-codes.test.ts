import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "../database";
import { createTestDatabase, testDialects } from "../test-database";
import { columnTypesFor } from "./column-types";
import { qrCodes } from "./0024-qr-codes";

describe.each(testDialects())("migration 0024 on %s", (dialect) => {
  let database: AppDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("goes down and up again, keeps one code per target of a project, and drops a project's codes and their scans with it", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const types = columnTypesFor(dialect);
    const untyped = db as unknown as Kysely<unknown>;
    await qrCodes.down(untyped, types, dialect);
    await qrCodes.up(untyped, types, dialect);

    const now = new Date();
    await db.insertInto("users").values({ id: "ana", name: "Ana", email: "ana@example.com", status: "active", photoUrl: null, roles: [], created: now, updated: now }).execute();
    await db.insertInto("partners").values({ id: "ana", displayName: "Ana", company: null, created: now, updated: now }).execute();
    const settings = { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null };
    const project = (id: string) => ({ id, ownerId: "ana", name: id, primaryColor: "#000000", homePageId: null, settings, livePublicationId: null, lastPublishedAt: null, created: now, updated: now });
    await db.insertInto("projects").values([project("shop"), project("cafe")]).execute();
    await db.insertInto("qrCodes").values([
      { code: "Abcdefg1", projectId: "shop", target: "/shop/about", label: "About", created: now },
      { code: "Abcdefg2", projectId: "cafe", target: "/shop/about", label: "About", created: now },
    ]).execute();
    await expect(db.insertInto("qrCodes").values({ code: "Abcdefg3", projectId: "shop", target: "/shop/about", label: "About", created: now }).execute()).rejects.toThrow();
    await db.insertInto("qrCodeDailyScans").values({ code: "Abcdefg1", day: "2026-11-24", scans: 3 }).execute();

    await db.deleteFrom("projects").where("id", "=", "shop").execute();
    expect(await db.selectFrom("qrCodes").select("code").execute()).toEqual([{ code: "Abcdefg2" }]);
    expect(await db.selectFrom("qrCodeDailyScans").selectAll().execute()).toEqual([]);
  });
});
