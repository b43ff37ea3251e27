import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "../database";
import { createTestDatabase, testDialects } from "../test-database";
import { columnTypesFor } from "./column-types";
import { documentAndLeadLanguage } from "./0032-document-and-lead-language";

describe.each(testDialects())("migration 0032 on %s", (dialect) => {
  let database: AppDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("goes down and up again, and leads and documents stored before it have no language", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const types = columnTypesFor(dialect);
    const untyped = db as unknown as Kysely<unknown>;
    await documentAndLeadLanguage.down(untyped, types, dialect);
    const now = new Date();
    await db.insertInto("users").values({ id: "owner", name: "Owner", email: "owner@example.com", status: "active", photoUrl: null, roles: [], created: now, updated: now }).execute();
    await db.insertInto("partners").values({ id: "owner", displayName: "Owner", company: null, created: now, updated: now }).execute();
    const settings = { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null };
    await db
      .insertInto("projects")
      .values({ id: "acme", ownerId: "owner", name: "Acme", primaryColor: "#000000", homePageId: null, settings, livePublicationId: null, lastPublishedAt: null, created: now, updated: now })
      .execute();
    await db
      .insertInto("leads")
      .values({
        id: "old",
        projectId: "acme",
        sourceKind: "page",
        sourceSlug: "home",
        sourcePath: "/",
        sectionId: "contact1",
        fields: { custom: [] },
        searchText: "",
        status: "new",
        idempotencyKey: "old-lead",
        addressHash: "hash",
        created: now,
        updated: now,
        deletedAt: null,
        spamReason: null,
      })
      .execute();
    await db.insertInto("publications").values({ id: "pub1", projectId: "acme", number: 1, publishedBy: null, created: now }).execute();
    const body = Buffer.from('<!doctype html><html lang="fr"><body></body></html>');
    await db
      .insertInto("publishedDocuments")
      .values({
        publicationId: "pub1",
        path: "",
        sourceKind: "page",
        sourceId: null,
        sourceVersion: null,
        contentType: "text/html; charset=utf-8",
        etag: '"x"',
        csp: null,
        body,
        bodyBr: body,
        bodyGz: body,
        sections: null,
      })
      .execute();

    await documentAndLeadLanguage.up(untyped, types, dialect);
    expect(await db.selectFrom("leads").select(["id", "language"]).execute()).toEqual([{ id: "old", language: null }]);
    expect(await db.selectFrom("publishedDocuments").select(["path", "language"]).execute()).toEqual([{ path: "", language: null }]);
    await db.updateTable("leads").set({ language: "fr" }).execute();
    expect(await db.selectFrom("leads").select("language").executeTakeFirstOrThrow()).toEqual({ language: "fr" });
  });
});
