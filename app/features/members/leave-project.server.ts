import { projectKey, requireReadableProject, type Actor, type Db } from "~/access/project-access.server";
import { recordActivity } from "~/access/project-activity.server";
import { AppError } from "~/lib/app-error";
import { OWNER_LEAVES_MESSAGE } from "./member-messages";

/**
 * A member leaves a project. The owner cannot: a project always has its one owner, so the owner
 * transfers the ownership first (docs/product.md#members).
 */
export async function leaveProject(db: Db, actor: Actor, input: { projectId: string }): Promise<void> {
  const { id } = await requireReadableProject(db, actor, input.projectId, "view-leads");
  await db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom("projectMembers").select("role").where("projectId", "=", projectKey(id)).where("userId", "=", actor.userId).executeTakeFirst();
    if (!member) throw new AppError("FORBIDDEN", "Admins are not members of this project, so there is nothing to leave.");
    if (member.role === "owner") throw new AppError("FORBIDDEN", OWNER_LEAVES_MESSAGE);
    await trx.deleteFrom("projectMembers").where("projectId", "=", id).where("userId", "=", actor.userId).where("role", "!=", "owner").execute();
    await trx.deleteFrom("projectOwnershipOffers").where("projectId", "=", id).where("toUserId", "=", actor.userId).execute();
    await recordActivity(trx, actor, id, "left", { role: member.role });
  });
}
