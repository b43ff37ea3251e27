import { sql } from "kysely";
import type { Actor, Db } from "~/access/project-access.server";
import type { AdminAuditAction } from "../../../db/schema";
import { AppError } from "~/lib/app-error";

export const ADMIN_ONLY_MESSAGE = "You need the admin role to open this page.";
export const USER_NOT_FOUND_MESSAGE = "This user does not exist.";

/** Every admin use-case starts here: the check lives with the data, not only in the route. */
export function assertAdmin(actor: Actor): void {
  if (!actor.isAdmin) throw new AppError("FORBIDDEN", ADMIN_ONLY_MESSAGE);
}

/** A SQL condition that keeps users holding the admin role (roles is JSON text or jsonb). */
export const holdsAdminRole = sql<boolean>`cast(roles as text) like ${'%"admin"%'}`;

export async function findUserOrThrow(db: Db, userId: string) {
  const user = await db.selectFrom("users").select(["id", "name", "email", "status", "roles"]).where("id", "=", userId).executeTakeFirst();
  if (!user) throw new AppError("NOT_FOUND", USER_NOT_FOUND_MESSAGE);
  return user;
}

export async function writeAuditEntry(db: Db, entry: { actorId: string; action: AdminAuditAction; targetUserId: string; details: Record<string, string> }) {
  await db.insertInto("adminAuditLog").values({ ...entry, created: new Date() }).execute();
}
