import type { AppLoadContext } from "react-router";
import type { Actor } from "~/access/project-access.server";
import { ROLE_LABELS, type MemberRole } from "~/access/project-roles";
import { relativeTime } from "~/lib/relative-time";
import { listProjectActivity } from "./list-project-activity.server";

/** What the members screen needs of the project, read by the route behind the project gate. */
export type MembersProject = {
  project: { id: string; name: string; primaryColor: string };
  canManage: boolean;
  role: MemberRole | "admin-viewer";
  members: { userId: string; name: string; email: string; role: MemberRole }[];
  access: { readOnlyReason: string; others: { name: string; role: string }[] };
};

/** `/project/{id}/members`: who is in the project, open invitations and the offer of ownership for the owner, and the activity log for those who may read it. */
export async function loadMembersScreen(context: AppLoadContext, actor: Actor, overview: MembersProject) {
  const { db } = context.database;
  const projectId = overview.project.id;
  const now = new Date();
  const [invitations, offer, activity] = await Promise.all([
    overview.canManage
      ? db.selectFrom("projectInvitations").select(["id", "email", "role", "expiresAt"]).where("projectId", "=", projectId).orderBy("created", "desc").execute()
      : [],
    db.selectFrom("projectOwnershipOffers").select("toUserId").where("projectId", "=", projectId).executeTakeFirst(),
    overview.role === "owner" || overview.role === "editor" || overview.role === "admin-viewer" ? listProjectActivity(db, actor, { projectId }) : null,
  ]);
  return {
    project: overview.project,
    publicHost: context.config.publicUrl.host,
    access: overview.access,
    canManage: overview.canManage,
    isMember: overview.role !== "admin-viewer",
    isOwner: overview.role === "owner",
    members: overview.members.map((member) => ({ ...member, roleLabel: ROLE_LABELS[member.role], isYou: member.userId === actor.userId, hasOffer: offer?.toUserId === member.userId })),
    invitations: invitations.map((invitation) => ({ id: invitation.id, email: invitation.email, role: ROLE_LABELS[invitation.role], expired: invitation.expiresAt <= now, expires: invitation.expiresAt.toISOString().slice(0, 10) })),
    offeredToYou: offer?.toUserId === actor.userId,
    activity: activity?.map((entry) => ({ id: entry.id, sentence: entry.sentence, when: relativeTime(entry.created, now), at: entry.created.toISOString() })) ?? null,
  };
}

export type MembersScreenData = Awaited<ReturnType<typeof loadMembersScreen>>;
