import { expect } from "vitest";
import type { AppDatabase, DatabaseDialect } from "../../../db/database";
import { createTestDatabase } from "../../../db/test-database";
import type { Actor, Db } from "~/access/project-access.server";
import { AppError, type AppErrorCode } from "~/lib/app-error";

export type Fixture = { database: AppDatabase; db: Db; owner: Actor; other: Actor; admin: Actor };

async function addPartner(db: Db, id: string, roles: string[]): Promise<Actor> {
  const now = new Date();
  await db
    .insertInto("users")
    .values({ id, name: id, email: `${id}@example.com`, status: "active", photoUrl: null, roles, created: now, updated: now })
    .execute();
  await db.insertInto("partners").values({ id, displayName: id, company: null, created: now, updated: now }).execute();
  return { userId: id, isAdmin: roles.includes("admin") };
}

/** A fresh database with three partners: the owner of the projects under test, another partner and an admin. */
export async function createFixture(dialect: DatabaseDialect): Promise<Fixture> {
  const database = await createTestDatabase(dialect);
  const db = database.db;
  return {
    database,
    db,
    owner: await addPartner(db, "owner", []),
    other: await addPartner(db, "other", []),
    admin: await addPartner(db, "admin", ["admin"]),
  };
}

/** Every project, page, module and redirect row, to show that a refused call changed nothing. */
export async function snapshot(db: Db) {
  return {
    projects: await db.selectFrom("projects").selectAll().orderBy("id").execute(),
    pages: await db.selectFrom("pages").selectAll().orderBy("id").execute(),
    pageLocalizations: await db.selectFrom("pageLocalizations").selectAll().orderBy("pageId").orderBy("language").execute(),
    modules: await db.selectFrom("modules").selectAll().orderBy("id").execute(),
    members: await db.selectFrom("projectMembers").selectAll().orderBy("projectId").orderBy("userId").execute(),
    invitations: await db.selectFrom("projectInvitations").selectAll().orderBy("id").execute(),
    activity: await db.selectFrom("projectActivity").selectAll().orderBy("id").execute(),
    leads: await db.selectFrom("leads").selectAll().orderBy("id").execute(),
    assets: await db.selectFrom("assets").selectAll().orderBy("id").execute(),
    publications: await db.selectFrom("publications").selectAll().orderBy("id").execute(),
    redirects: await db.selectFrom("projectRedirects").selectAll().orderBy("projectId").orderBy("fromPath").execute(),
  };
}

/** Awaits a call that must be refused with `code`, and returns the error for further checks. */
export async function refusal(call: Promise<unknown>, code: AppErrorCode): Promise<AppError> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, `expected a ${code} refusal`).toBeInstanceOf(AppError);
  const projectError = error as AppError;
  expect(projectError.code).toBe(code);
  return projectError;
}
