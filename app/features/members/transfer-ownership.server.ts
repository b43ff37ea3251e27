import { projectKey, writeOwnedProject, type Actor, type Db } from "~/access/project-access.server";
import { recordActivity } from "~/access/project-activity.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { nameOf } from "./change-member-role.server";
import { NO_OFFER_MESSAGE, NOT_A_MEMBER_MESSAGE } from "./member-messages";
import { memberSchema } from "./schema";

/** The owner offers the project to a member, replacing an earlier offer; nothing changes until the member accepts. */
export async function offerOwnership(db: Db, actor: Actor, input: { projectId: string; userId: string }): Promise<{ name: string }> {
  const { userId } = parseInput(memberSchema, input);
  return writeOwnedProject(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const member = await trx.selectFrom("projectMembers").select("role").where("projectId", "=", projectId).where("userId", "=", userId).executeTakeFirst();
    if (!member || member.role === "owner") throw new AppError("INVALID", NOT_A_MEMBER_MESSAGE);
    await trx.deleteFrom("projectOwnershipOffers").where("projectId", "=", projectId).execute();
    await trx.insertInto("projectOwnershipOffers").values({ projectId, toUserId: userId, created: now }).execute();
    return { name: await nameOf(trx, userId) };
  });
}

/**
 * The member answers the offer. Accepting makes them the owner and the former owner an editor, in
 * one transaction that first locks the project row, so the one-owner index never sees two.
 */
export async function answerOwnershipOffer(db: Db, actor: Actor, input: { projectId: string; accept: boolean }): Promise<void> {
  const projectId = projectKey(input.projectId);
  await db.transaction().execute(async (trx) => {
    const project = await trx.updateTable("projects").set({ updated: new Date() }).where("id", "=", projectId).returning("ownerId").executeTakeFirst();
    const offer = await trx.deleteFrom("projectOwnershipOffers").where("projectId", "=", projectId).where("toUserId", "=", actor.userId).returning("toUserId").executeTakeFirst();
    const member = await trx.selectFrom("projectMembers").select("role").where("projectId", "=", projectId).where("userId", "=", actor.userId).executeTakeFirst();
    if (!project || !offer || !member) throw new AppError("NOT_FOUND", NO_OFFER_MESSAGE);
    if (!input.accept) return;
    const formerOwner = { userId: project.ownerId, isAdmin: false };
    await trx.updateTable("projectMembers").set({ role: "editor" }).where("projectId", "=", projectId).where("role", "=", "owner").execute();
    await trx.updateTable("projectMembers").set({ role: "owner" }).where("projectId", "=", projectId).where("userId", "=", actor.userId).execute();
    await trx.updateTable("projects").set({ ownerId: actor.userId }).where("id", "=", projectId).execute();
    await recordActivity(trx, formerOwner, projectId, "transferred-ownership", { to: await nameOf(trx, actor.userId) });
  });
}
