import { requireOwnedProject, requireReadableProject, type Actor, type Db } from "~/access/project-access.server";

/** The project's id when the actor may read its leads (owner, editor, viewer, leads member, admin); otherwise NOT_FOUND, like every project screen. */
export async function readableLeadProject(db: Db, actor: Actor, projectId: string): Promise<string> {
  return (await requireReadableProject(db, actor, projectId, "view-leads")).id;
}

/** The project's id when the actor may download its leads (docs/product.md#access: viewers and leads members too). */
export async function exportableLeadProject(db: Db, actor: Actor, projectId: string): Promise<string> {
  return (await requireReadableProject(db, actor, projectId, "export-leads")).id;
}

/**
 * The project's id when the actor may change its leads: owners and editors. Those who may read
 * them learn why they are refused, everyone else learns nothing (the access layer's refusal).
 * Unlike project writes, this does not mark the project as changed: reading a lead is not editing the site.
 */
export async function ownedLeadProject(db: Db, actor: Actor, projectId: string): Promise<string> {
  return (await requireOwnedProject(db, actor, projectId, "change-leads")).id;
}
