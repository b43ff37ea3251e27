import { writeOwnedProject, type Actor, type Db } from "~/access/project-access.server";
import { recordActivity } from "~/access/project-activity.server";
import { AppError } from "~/lib/app-error";
import { parseInput } from "~/lib/forms/parse-input";
import { randomString } from "~/lib/random-string";
import { INVITATION_TTL_MS, newInvitationToken } from "./invitation-token.server";
import { alreadyMemberMessage } from "./member-messages";
import { inviteSchema, type InvitableRole } from "./schema";

export type Invitation = { token: string; email: string; role: InvitableRole; expiresAt: Date };

/**
 * The owner invites an address with a role: a new single-use link, valid 7 days. Inviting the
 * same address again replaces the earlier link, which stops working.
 */
export async function inviteMember(db: Db, actor: Actor, input: { projectId: string; email: string; role: string }): Promise<Invitation> {
  const { email, role } = parseInput(inviteSchema, input);
  const { token, tokenHash } = newInvitationToken();
  return writeOwnedProject(db, actor, input.projectId, async (trx, { projectId, now }) => {
    const member = await trx
      .selectFrom("projectMembers")
      .innerJoin("users", "users.id", "projectMembers.userId")
      .select("projectMembers.userId")
      .where("projectMembers.projectId", "=", projectId)
      .where((eb) => eb(eb.fn("lower", ["users.email"]), "=", email))
      .executeTakeFirst();
    if (member) throw new AppError("CONFLICT", alreadyMemberMessage(email), { fieldErrors: { email: alreadyMemberMessage(email) } });
    await trx.deleteFrom("projectInvitations").where("projectId", "=", projectId).where("email", "=", email).execute();
    const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
    await trx.insertInto("projectInvitations").values({ id: randomString(20), projectId, email, role, tokenHash, invitedBy: actor.userId, created: now, expiresAt }).execute();
    await recordActivity(trx, actor, projectId, "invited", { email, role });
    return { token, email, role, expiresAt };
  });
}
