import type { Actor, Db } from "~/access/project-access.server";
import { parseInput } from "~/lib/forms/parse-input";
import { setAdminRoleSchema } from "./schema";
import { assertAdmin, findUserOrThrow, holdsAdminRole, writeAuditEntry } from "./admin-rules.server";
import { AppError } from "~/lib/app-error";

export const LAST_ADMIN_MESSAGE = "You are the only admin who is not suspended. Grant the admin role to someone else before you give it up.";

/**
 * Grants or revokes the admin role, with an audit entry. Admins may give up their own role only
 * while another active admin remains, so the platform never ends up with nobody to run it.
 */
export async function setAdminRole(db: Db, actor: Actor, input: { userId: string; intent: unknown }) {
  assertAdmin(actor);
  const { intent } = parseInput(setAdminRoleSchema, { intent: input.intent });
  return db.transaction().execute(async (trx) => {
    const user = await findUserOrThrow(trx, input.userId);
    const has = user.roles.includes("admin");
    if (intent === "grant-admin" && has) return { changed: false, message: `${user.name} is already an admin.` };
    if (intent === "revoke-admin" && !has) return { changed: false, message: `${user.name} is not an admin.` };
    if (intent === "revoke-admin" && user.id === actor.userId) {
      const others = await trx
        .selectFrom("users")
        .select(["id", "roles"])
        .where(holdsAdminRole)
        .where("status", "!=", "suspended")
        .where("id", "!=", actor.userId)
        .execute();
      if (!others.some((other) => other.roles.includes("admin"))) throw new AppError("CONFLICT", LAST_ADMIN_MESSAGE);
    }
    const roles = intent === "grant-admin" ? [...user.roles, "admin"] : user.roles.filter((role) => role !== "admin");
    await trx.updateTable("users").set({ roles }).where("id", "=", user.id).execute();
    await writeAuditEntry(trx, { actorId: actor.userId, action: intent, targetUserId: user.id, details: { roles: roles.join(", ") } });
    const message = intent === "grant-admin" ? `${user.name} is now an admin.` : `${user.name} is no longer an admin.`;
    return { changed: true, message };
  });
}
