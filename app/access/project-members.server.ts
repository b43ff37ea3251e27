import type { Actor, Db, ProjectRole } from "./project-access.server";
import { readOnlyReason, ROLE_LABELS, type MemberRole } from "./project-roles";

export type ProjectMember = { userId: string; name: string; email: string; role: MemberRole };

const ROLE_ORDER: Record<MemberRole, number> = { owner: 0, editor: 1, viewer: 2, leads: 3 };

/** The project's members, the owner first; call only after the actor's access was checked. */
export async function listProjectMembers(db: Db, projectId: string): Promise<ProjectMember[]> {
  const rows = await db
    .selectFrom("projectMembers")
    .innerJoin("users", "users.id", "projectMembers.userId")
    .select(["projectMembers.userId", "users.name", "users.email", "projectMembers.role"])
    .where("projectMembers.projectId", "=", projectId)
    .execute();
  return rows.sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.name.localeCompare(b.name));
}

/** What every project screen's header says about access: why it may be read-only, and who else is a member (role in words). */
export type HeaderAccess = { readOnlyReason: string; others: { name: string; role: string }[] };

export function headerAccess(actor: Actor, role: ProjectRole, members: ProjectMember[]): HeaderAccess {
  const others = members.filter((member) => member.userId !== actor.userId).map((member) => ({ name: member.name, role: ROLE_LABELS[member.role].toLowerCase() }));
  return { readOnlyReason: readOnlyReason(role), others };
}
