import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "../database";
import { createTestDatabase, testDialects } from "../test-database";
import { columnTypesFor } from "./column-types";
import { qrCodesDeletedAndRetargeted } from "./0028-qr-codes-deleted-and-retargeted";

describe.each(testDialects())("migration 0028 on %s", (dialect) => {
  let database: AppDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("keeps every code and its scans through down and up, and keeps one own code per address while retargeted and deleted ones share it", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const types = columnTypesFor(dialect);
    const untyped = db as unknown as Kysely<unknown>;
    const now = new Date("2026-11-24T10:00:00Z");
    await db.insertInto("users").values({ id: "ana", name: "Ana", email: "ana@example.com", status: "active", photoUrl: null, roles: [], created: now, updated: now }).execute();
    await db.insertInto("partners").values({ id: "ana", displayName: "Ana", company: null, created: now, updated: now }).execute();
    const settings = { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null };
    await db.insertInto("projects").values({ id: "shop", ownerId: "ana", name: "Shop", primaryColor: "#000000", homePageId: null, settings, livePublicationId: null, lastPublishedAt: null, created: now, updated: now }).execute();
    const own = (code: string, target: string) => ({ code, projectId: "shop", target, label: target, created: now });

    await qrCodesDeletedAndRetargeted.down(untyped, types, dialect);
    await db.insertInto("qrCodes").values([own("Abcdefg1", "/shop"), own("Abcdefg2", "/shop/about")]).execute();
    await db.insertInto("qrCodeDailyScans").values([{ code: "Abcdefg1", day: "2026-11-23", scans: 4 }, { code: "Abcdefg2", day: "2026-11-24", scans: 2 }]).execute();
    await qrCodesDeletedAndRetargeted.up(untyped, types, dialect);

    const codes = () => db.selectFrom("qrCodes").select(["code", "target", "retargetedAt", "deletedAt"]).orderBy("code").execute();
    const scans = () => db.selectFrom("qrCodeDailyScans").select(["code", "day", "scans"]).orderBy("code").execute();
    expect(await codes()).toEqual([
      { code: "Abcdefg1", target: "/shop", retargetedAt: null, deletedAt: null },
      { code: "Abcdefg2", target: "/shop/about", retargetedAt: null, deletedAt: null },
    ]);
    expect(await scans()).toEqual([{ code: "Abcdefg1", day: "2026-11-23", scans: 4 }, { code: "Abcdefg2", day: "2026-11-24", scans: 2 }]);

    await expect(db.insertInto("qrCodes").values(own("Abcdefg3", "/shop")).execute()).rejects.toThrow();
    await db.insertInto("qrCodes").values({ ...own("Abcdefg4", "/shop"), retargetedAt: now }).execute();
    await db.insertInto("qrCodes").values({ ...own("Abcdefg5", "/shop"), deletedAt: now }).execute();
    // Scans still follow their code: a project's deletion takes them along.
    await db.insertInto("qrCodeDailyScans").values({ code: "Abcdefg4", day: "2026-11-24", scans: 1 }).execute();

    await qrCodesDeletedAndRetargeted.down(untyped, types, dialect);
    expect((await db.selectFrom("qrCodes").select("code").orderBy("code").execute()).map((row) => row.code)).toEqual(["Abcdefg1", "Abcdefg2"]);
    await qrCodesDeletedAndRetargeted.up(untyped, types, dialect);
    expect(await scans()).toEqual([{ code: "Abcdefg1", day: "2026-11-23", scans: 4 }, { code: "Abcdefg2", day: "2026-11-24", scans: 2 }]);
    await db.deleteFrom("projects").where("id", "=", "shop").execute();
    expect(await codes()).toEqual([]);
    expect(await scans()).toEqual([]);
  });
});
