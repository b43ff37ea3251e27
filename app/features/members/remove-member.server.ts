import { writeOwnedProject, type Actor, type Db } from "~/access/project-access.server";
import { recordActivity } from "~/access/project-activity.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { nameOf } from "./change-member-role.server";
import { NOT_A_MEMBER_MESSAGE, OWNER_LEAVES_MESSAGE } from "./member-messages";
import { memberSchema } from "./schema";

/** The owner removes a member, and any offer of ownership made to them. */
export async function removeMember(db: Db, actor: Actor, input: { projectId: string; userId: string }): Promise<{ name: string }> {
  const { userId } = parseInput(memberSchema, input);
  return writeOwnedProject(db, actor, input.projectId, async (trx, { projectId }) => {
    const member = await trx.selectFrom("projectMembers").select("role").where("projectId", "=", projectId).where("userId", "=", userId).executeTakeFirst();
    if (!member) throw new AppError("NOT_FOUND", NOT_A_MEMBER_MESSAGE);
    if (member.role === "owner") throw new AppError("FORBIDDEN", OWNER_LEAVES_MESSAGE);
    await trx.deleteFrom("projectMembers").where("projectId", "=", projectId).where("userId", "=", userId).execute();
    await trx.deleteFrom("projectOwnershipOffers").where("projectId", "=", projectId).where("toUserId", "=", userId).execute();
    const name = await nameOf(trx, userId);
    await recordActivity(trx, actor, projectId, "removed-member", { member: name });
    return { name };
  });
}
