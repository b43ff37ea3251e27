import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "../database";
import { createTestDatabase, testDialects } from "../test-database";
import { columnTypesFor } from "./column-types";
import { leadAttribution } from "./0016-lead-attribution";

describe.each(testDialects())("migration 0016 on %s", (dialect) => {
  let database: AppDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("goes down and up again, and leads stored before it have no attribution", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const types = columnTypesFor(dialect);
    const untyped = db as unknown as Kysely<unknown>;
    await leadAttribution.down(untyped, types, dialect);
    const now = new Date();
    await db.insertInto("users").values({ id: "owner", name: "Owner", email: "owner@example.com", status: "active", photoUrl: null, roles: [], created: now, updated: now }).execute();
    await db.insertInto("partners").values({ id: "owner", displayName: "Owner", company: null, created: now, updated: now }).execute();
    const settings = { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null };
    await db.insertInto("projects").values({ id: "acme", ownerId: "owner", name: "Acme", primaryColor: "#000000", homePageId: null, settings, livePublicationId: null, lastPublishedAt: null, created: now, updated: now }).execute();
    await db
      .insertInto("leads")
      .values({ id: "old", projectId: "acme", sourceKind: "page", sourceSlug: "home", sourcePath: "/", sectionId: "contact1", fields: { custom: [] }, searchText: "", status: "new", idempotencyKey: "old-lead", addressHash: "hash", created: now, updated: now, deletedAt: null, spamReason: null })
      .execute();

    await leadAttribution.up(untyped, types, dialect);
    const lead = await db.selectFrom("leads").select(["id", "utmSource", "utmCampaign", "gclid", "fbclid", "referrerHost", "landingPath"]).executeTakeFirstOrThrow();
    expect(lead).toEqual({ id: "old", utmSource: null, utmCampaign: null, gclid: null, fbclid: null, referrerHost: null, landingPath: null });
  });
});
