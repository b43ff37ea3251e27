import type { ColumnType, Generated } from "kysely";
import type { Timestamp } from "./column-shapes";

/** A person's role in one project; what each may do is in app/access/project-roles.ts. */
export type MemberRole = "owner" | "editor" | "viewer" | "leads";

/** One person's membership of one project; see db/migrations/0017-project-members.ts. */
export interface ProjectMembersTable {
  projectId: string;
  userId: string;
  role: MemberRole;
  created: Timestamp;
}

/** An open invitation: a single-use link, found by the hash of its secret. */
export interface ProjectInvitationsTable {
  id: string;
  projectId: string;
  /** Lower-case. */
  email: string;
  role: Exclude<MemberRole, "owner">;
  tokenHash: string;
  invitedBy: string | null;
  created: Timestamp;
  expiresAt: Timestamp;
}

/** The owner's offer to hand the project to a member, who accepts or declines it. */
export interface ProjectOwnershipOffersTable {
  projectId: string;
  toUserId: string;
  created: Timestamp;
}

export type ProjectActivityAction =
  | "published"
  | "rolled-back"
  | "changed-settings"
  | "invited"
  | "changed-role"
  | "removed-member"
  | "joined"
  | "left"
  | "transferred-ownership"
  | "deleted-leads"
  | "exported-leads"
  | "started-experiment"
  | "stopped-experiment"
  | "promoted-variant"
  | "set-password"
  | "removed-password"
  | "scheduled"
  | "cancelled-schedule"
  | "ran-schedule"
  | "changed-redirects"
  | "changed-not-found-page";

/** Who did what in a project, kept one year (docs/product.md#activity-log). */
export interface ProjectActivityTable {
  id: Generated<number>;
  projectId: string;
  actorId: string | null;
  action: ProjectActivityAction;
  /** Plain values that complete the sentence, such as `{ email: "ana@example.com", role: "editor" }`. */
  details: ColumnType<Record<string, string>, Record<string, string>, Record<string, string>>;
  created: Timestamp;
}
