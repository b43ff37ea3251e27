import { requireOwnedProject, requireReadableProject, type Actor, type Db } from "~/access/project-access.server";

/** The project's id when the actor may read its leads (owner or admin); otherwise NOT_FOUND, like every project screen. */
export async function readableLeadProject(db: Db, actor: Actor, projectId: string): Promise<string> {
  return (await requireReadableProject(db, actor, projectId)).id;
}

/**
 * The project's id when the actor may change its leads: only the owner. Admins learn the project
 * is read-only, everyone else learns nothing (the access layer's refusal). Unlike project
 * writes, this does not mark the project as changed: reading a lead is not editing the site.
 */
export async function ownedLeadProject(db: Db, actor: Actor, projectId: string): Promise<string> {
  return (await requireOwnedProject(db, actor, projectId)).id;
}
