import { deleteSessionsOfUser } from "~/features/auth/sessions.server";
import type { Actor, Db } from "~/access/project-access.server";
import { parseInput } from "~/lib/forms/parse-input";
import { STATUS_LABELS, setStatusSchema } from "./schema";
import { assertAdmin, findUserOrThrow, writeAuditEntry } from "./admin-rules.server";
import { AppError } from "~/lib/app-error";

export const OWN_STATUS_MESSAGE = "You cannot change your own status. Ask another admin.";

/**
 * Sets a user's status and writes it to the audit log. A suspension takes effect on the user's
 * very next request: every guard reads the status, so their open sessions can only show
 * /unverified, which tells them they are suspended (deleting the sessions would show a puzzling
 * sign-in screen instead). Lifting a suspension deletes those sessions, so nothing opened before
 * the suspension, perhaps by whoever caused it, ever works again: the user signs in afresh.
 */
export async function setUserStatus(db: Db, actor: Actor, input: { userId: string; status: unknown }) {
  assertAdmin(actor);
  const { status } = parseInput(setStatusSchema, { intent: "set-status", status: input.status });
  if (input.userId === actor.userId) throw new AppError("FORBIDDEN", OWN_STATUS_MESSAGE);
  return db.transaction().execute(async (trx) => {
    const user = await findUserOrThrow(trx, input.userId);
    if (user.status === status) return { user, changed: false, message: `${user.name} is already ${STATUS_LABELS[status].toLowerCase()}.` };
    await trx.updateTable("users").set({ status }).where("id", "=", user.id).execute();
    if (user.status === "suspended") await deleteSessionsOfUser(trx, user.id);
    await writeAuditEntry(trx, { actorId: actor.userId, action: "set-status", targetUserId: user.id, details: { from: user.status, to: status } });
    return { user, changed: true, message: `${user.name} is now ${STATUS_LABELS[status].toLowerCase()}.` };
  });
}
