import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "../database";
import { createTestDatabase, testDialects } from "../test-database";
import { columnTypesFor } from "./column-types";
import { projectMembers } from "./0017-project-members";

describe.each(testDialects())("migration 0017 on %s", (dialect) => {
  let database: AppDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("keeps every existing project with its owner as its one owner member, and refuses a second owner", async () => {
    database = await createTestDatabase(dialect);
    const { db } = database;
    const types = columnTypesFor(dialect);
    const untyped = db as unknown as Kysely<unknown>;
    await projectMembers.down(untyped, types, dialect);
    const now = new Date();
    for (const id of ["ana", "bo"]) {
      await db.insertInto("users").values({ id, name: id, email: `${id}@example.com`, status: "active", photoUrl: null, roles: [], created: now, updated: now }).execute();
      await db.insertInto("partners").values({ id, displayName: id, company: null, created: now, updated: now }).execute();
    }
    const settings = { seoTitle: null, seoDescription: null, faviconAssetId: null, socialLinks: [], leadNotificationEmail: null };
    const project = (id: string, ownerId: string) => ({ id, ownerId, name: id, primaryColor: "#000000", homePageId: null, settings, livePublicationId: null, lastPublishedAt: null, created: now, updated: now });
    await db.insertInto("projects").values([project("one", "ana"), project("two", "ana"), project("three", "bo")]).execute();

    await projectMembers.up(untyped, types, dialect);
    const members = await db.selectFrom("projectMembers").select(["projectId", "userId", "role"]).orderBy("projectId").execute();
    expect(members).toEqual([
      { projectId: "one", userId: "ana", role: "owner" },
      { projectId: "three", userId: "bo", role: "owner" },
      { projectId: "two", userId: "ana", role: "owner" },
    ]);
    await expect(db.insertInto("projectMembers").values({ projectId: "one", userId: "bo", role: "owner", created: now }).execute()).rejects.toThrow();
    await db.insertInto("projectMembers").values({ projectId: "one", userId: "bo", role: "editor", created: now }).execute();
    expect(await db.selectFrom("projectMembers").select("role").where("projectId", "=", "one").orderBy("role").execute()).toEqual([{ role: "editor" }, { role: "owner" }]);
  });
});
