import type { MemberRole } from "../../db/project-members-table";

export type { MemberRole };

/**
 * What a project member may do, by role (docs/product.md#access). Use cases ask for the capability
 * they need, never for a role, so a role's reach is read here and nowhere else.
 */
export type Capability =
  /** Open the project's screens and the editor, and read everything in them. */
  | "view-project"
  /** Change pages, modules, sections and assets, and publish or roll back. */
  | "edit-content"
  /** Read the leads inbox. */
  | "view-leads"
  /** Download the leads as CSV. */
  | "export-leads"
  /** Mark, archive, delete and restore leads. */
  | "change-leads"
  /** Read who did what in the project. */
  | "view-activity"
  /** Settings, domains, integrations, members, transfer and deletion. */
  | "manage-project";

export const MEMBER_ROLES: readonly MemberRole[] = ["owner", "editor", "viewer", "leads"];

const CAPABILITIES: Record<MemberRole, ReadonlySet<Capability>> = {
  owner: new Set(["view-project", "edit-content", "view-leads", "export-leads", "change-leads", "view-activity", "manage-project"]),
  editor: new Set(["view-project", "edit-content", "view-leads", "export-leads", "change-leads", "view-activity"]),
  viewer: new Set(["view-project", "view-leads", "export-leads"]),
  leads: new Set(["view-leads", "export-leads"]),
};

/** Admins read every project and change none (docs/product.md#admin-area). */
const ADMIN_CAPABILITIES: ReadonlySet<Capability> = new Set(["view-project", "view-leads", "export-leads", "view-activity"]);

/** The capability every gate asks for unless told otherwise: the one that can do nothing. */
export const DEFAULT_READ_CAPABILITY: Capability = "view-project";
/** The capability every write asks for unless told otherwise: the owner's, so a new screen is safe by default. */
export const DEFAULT_WRITE_CAPABILITY: Capability = "manage-project";

export function roleCan(role: MemberRole, capability: Capability): boolean {
  return CAPABILITIES[role].has(capability);
}

export function adminCan(capability: Capability): boolean {
  return ADMIN_CAPABILITIES.has(capability);
}

/** The roles that hold a capability, for the membership condition inside a query. */
export function rolesWith(capability: Capability): MemberRole[] {
  return MEMBER_ROLES.filter((role) => roleCan(role, capability));
}

export function isMemberRole(value: string): value is MemberRole {
  return (MEMBER_ROLES as readonly string[]).includes(value);
}

/** The role's name in sentences and lists. */
export const ROLE_LABELS: Record<MemberRole, string> = { owner: "Owner", editor: "Editor", viewer: "Viewer", leads: "Leads only" };

/** Why a member sees a screen read-only; shown on project screens and in the editor. */
export function readOnlyReason(role: MemberRole | "admin-viewer"): string {
  if (role === "admin-viewer") return "You are viewing another partner's project as an admin. It is read-only.";
  if (role === "viewer") return "You are a viewer of this project: you can look at everything but not change it.";
  if (role === "leads") return "You can read and export this project's leads; everything else is for the other members.";
  return "Only the owner of the project can change this.";
}
