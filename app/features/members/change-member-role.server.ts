import { writeOwnedProject, type Actor, type Db } from "~/access/project-access.server";
import { recordActivity } from "~/access/project-activity.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { NOT_A_MEMBER_MESSAGE, OWNER_ROLE_MESSAGE } from "./member-messages";
import { changeRoleSchema } from "./schema";

/** The owner gives a member another role. The owner's own role changes only by a transfer, so a project never lacks its owner. */
export async function changeMemberRole(db: Db, actor: Actor, input: { projectId: string; userId: string; role: string }): Promise<void> {
  const { userId, role } = parseInput(changeRoleSchema, input);
  await writeOwnedProject(db, actor, input.projectId, async (trx, { projectId }) => {
    const member = await trx.selectFrom("projectMembers").select("role").where("projectId", "=", projectId).where("userId", "=", userId).executeTakeFirst();
    if (!member) throw new AppError("NOT_FOUND", NOT_A_MEMBER_MESSAGE);
    if (member.role === "owner") throw new AppError("FORBIDDEN", OWNER_ROLE_MESSAGE);
    await trx.updateTable("projectMembers").set({ role }).where("projectId", "=", projectId).where("userId", "=", userId).execute();
    await recordActivity(trx, actor, projectId, "changed-role", { member: await nameOf(trx, userId), from: member.role, to: role });
  });
}

/** A member's name for the activity log, kept as written then. */
export async function nameOf(db: Db, userId: string): Promise<string> {
  return (await db.selectFrom("users").select("name").where("id", "=", userId).executeTakeFirst())?.name ?? "someone";
}
