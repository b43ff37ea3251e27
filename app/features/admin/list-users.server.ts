import { sql } from "kysely";
import type { Actor, Db } from "~/access/project-access.server";
import { assertAdmin } from "./admin-rules.server";
import { USERS_PAGE_SIZE, userSearchSchema } from "./schema";

/** LIKE wildcards in what the admin typed match themselves. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * One page of users, newest first, optionally narrowed to those whose name or email contains the
 * search, each with their last sign-in (latest login or sign_up event) and number of projects.
 */
export async function listUsers(db: Db, actor: Actor, input: { q?: unknown; page?: unknown }) {
  assertAdmin(actor);
  const { q, page } = userSearchSchema.parse(input);
  let base = db.selectFrom("users");
  if (q) {
    const pattern = likePattern(q);
    base = base.where(sql<boolean>`(lower(users.name) like ${pattern} escape '\\' or lower(users.email) like ${pattern} escape '\\')`);
  }
  const total = Number((await base.select((eb) => eb.fn.countAll().as("count")).executeTakeFirstOrThrow()).count);
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const current = Math.min(page, pages);
  const users = await base
    .select((eb) => [
      "users.id",
      "users.name",
      "users.email",
      "users.status",
      "users.roles",
      "users.created",
      "users.updated",
      eb
        .selectFrom("analyticsEvents")
        .select((inner) => inner.fn.max("analyticsEvents.occurredAt").as("at"))
        .whereRef("analyticsEvents.userId", "=", "users.id")
        .where("analyticsEvents.name", "in", ["login", "sign_up"])
        .as("lastSignInAt"),
      eb
        .selectFrom("projects")
        .select((inner) => inner.fn.countAll().as("count"))
        .whereRef("projects.ownerId", "=", "users.id")
        .as("projectCount"),
    ])
    .orderBy("users.created", "desc")
    .orderBy("users.id")
    .limit(USERS_PAGE_SIZE)
    .offset((current - 1) * USERS_PAGE_SIZE)
    .execute();
  return {
    q,
    page: current,
    pages,
    total,
    users: users.map((user) => ({
      ...user,
      // Users who signed in before analytics existed still show when they were last seen.
      lastSignInAt: user.lastSignInAt ? new Date(user.lastSignInAt) : user.updated,
      projectCount: Number(user.projectCount ?? 0),
    })),
  };
}
