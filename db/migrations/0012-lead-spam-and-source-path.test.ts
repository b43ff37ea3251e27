import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "../database";
import { createTestDatabase, testDialects } from "../test-database";
import { columnTypesFor } from "./column-types";
import { leadSpamAndSourcePath } from "./0012-lead-spam-and-source-path";
import { leadAttribution } from "./0016-lead-attribution";

describe.each(testDialects())("migration 0012 on %s", (dialect) => {
  let database: AppDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("gives leads stored before it the address their page had: / for the project's home page, /{slug} for others, /{slug}/module for modules", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const types = columnTypesFor(dialect);
    const untyped = db as unknown as Kysely<unknown>;
    // Back to the schema before 0012: first the later migration that indexes its column.
    await leadAttribution.down(untyped, types, dialect);
    await leadSpamAndSourcePath.down(untyped, types, dialect);
    const now = new Date();
    await db.insertInto("users").values({ id: "owner", name: "Owner", email: "owner@example.com", status: "active", photoUrl: null, roles: [], created: now, updated: now }).execute();
    await db.insertInto("partners").values({ id: "owner", displayName: "Owner", company: null, created: now, updated: now }).execute();
    const settings = { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null };
    await db.insertInto("projects").values({ id: "acme", ownerId: "owner", name: "Acme", primaryColor: "#000000", homePageId: "p-home", settings, livePublicationId: null, lastPublishedAt: null, created: now, updated: now }).execute();
    const page = (id: string, slug: string, position: number) => ({ id, projectId: "acme", slug, title: slug, position, sections: [], seo: {}, version: 1, created: now, updated: now });
    await db.insertInto("pages").values([page("p-home", "home", 0), page("p-about", "about", 1)]).execute();
    const lead = (key: string, sourceKind: "page" | "module", sourceSlug: string) => ({
      id: key,
      projectId: "acme",
      sourceKind,
      sourceSlug,
      sectionId: "contact1",
      fields: { custom: [] },
      searchText: "",
      status: "new" as const,
      idempotencyKey: key,
      addressHash: "hash",
      created: now,
      updated: now,
      deletedAt: null,
    });
    await db.insertInto("leads").values([lead("from-home", "page", "home"), lead("from-about", "page", "about"), lead("from-module", "module", "join")]).execute();

    await leadSpamAndSourcePath.up(untyped, types, dialect);
    const rows = await db.selectFrom("leads").select(["id", "sourcePath", "spamReason"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "from-about", sourcePath: "/about", spamReason: null },
      { id: "from-home", sourcePath: "/", spamReason: null },
      { id: "from-module", sourcePath: "/join/module", spamReason: null },
    ]);
  });
});
