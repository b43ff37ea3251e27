import type { Actor, Db } from "~/access/project-access.server";
import { recordActivity } from "~/access/project-activity.server";
import type { MemberRole } from "~/access/project-roles";
import { AppError } from "~/lib/app-error";
import { hashInvitationToken } from "./invitation-token.server";
import { INVITATION_EXPIRED_MESSAGE, INVITATION_GONE_MESSAGE, alreadyMemberMessage, wrongAddressMessage } from "./member-messages";

/** The person who opened the link: signed in, with the (verified) address sign-in gave us. */
export type Invitee = Actor & { email: string };

/** What the link offers, before the person accepts it. */
export async function readInvitation(db: Db, invitee: Invitee, token: string, now = new Date()) {
  const invitation = await db
    .selectFrom("projectInvitations")
    .innerJoin("projects", "projects.id", "projectInvitations.projectId")
    .leftJoin("users", "users.id", "projectInvitations.invitedBy")
    .select(["projectInvitations.id", "projectInvitations.projectId", "projectInvitations.email", "projectInvitations.role", "projectInvitations.expiresAt", "projects.name as projectName", "users.name as invitedBy"])
    .where("projectInvitations.tokenHash", "=", hashInvitationToken(token))
    .executeTakeFirst();
  if (!invitation) throw new AppError("NOT_FOUND", INVITATION_GONE_MESSAGE);
  if (invitation.expiresAt.getTime() <= now.getTime()) throw new AppError("INVALID", INVITATION_EXPIRED_MESSAGE);
  // Sign-in accepts only addresses the identity provider verified, so the stored one is verified.
  if (invitation.email !== invitee.email.toLowerCase()) throw new AppError("FORBIDDEN", wrongAddressMessage(invitee.email));
  return invitation;
}

/**
 * Accepts an invitation: the link is used up (deleted) in the same transaction that adds the
 * member, so of two acceptances at once only one finds it; the other is told it was used.
 */
export async function acceptInvitation(db: Db, invitee: Invitee, token: string, now = new Date()): Promise<{ projectId: string; role: MemberRole }> {
  return db.transaction().execute(async (trx) => {
    const invitation = await readInvitation(trx, invitee, token, now);
    const used = await trx.deleteFrom("projectInvitations").where("id", "=", invitation.id).executeTakeFirst();
    if (Number(used.numDeletedRows) === 0) throw new AppError("NOT_FOUND", INVITATION_GONE_MESSAGE);
    const existing = await trx.selectFrom("projectMembers").select("role").where("projectId", "=", invitation.projectId).where("userId", "=", invitee.userId).executeTakeFirst();
    if (existing) throw new AppError("CONFLICT", alreadyMemberMessage(invitee.email));
    await trx.insertInto("projectMembers").values({ projectId: invitation.projectId, userId: invitee.userId, role: invitation.role, created: now }).execute();
    await recordActivity(trx, invitee, invitation.projectId, "joined", { role: invitation.role });
    return { projectId: invitation.projectId, role: invitation.role };
  });
}
