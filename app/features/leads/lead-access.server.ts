import { projectKey, readableProjects, refuseWrite, type Actor, type Db } from "~/access/project-access.server";
import { AppError } from "~/lib/app-error";

/** The project's id when the actor may read its leads (owner or admin); otherwise NOT_FOUND, like every project screen. */
export async function readableLeadProject(db: Db, actor: Actor, projectId: string): Promise<string> {
  const project = await readableProjects(db, actor).select("id").where("id", "=", projectKey(projectId)).executeTakeFirst();
  if (!project) throw new AppError("NOT_FOUND", "This project does not exist or you do not have access to it.");
  return project.id;
}

/**
 * The project's id when the actor may change its leads: only the owner. Admins learn the project
 * is read-only, everyone else learns nothing (the projects feature's refusal). Unlike project
 * writes, this does not mark the project as changed: reading a lead is not editing the site.
 */
export async function ownedLeadProject(db: Db, actor: Actor, projectId: string): Promise<string> {
  const project = await db.selectFrom("projects").select("id").where("id", "=", projectKey(projectId)).where("ownerId", "=", actor.userId).executeTakeFirst();
  if (!project) return refuseWrite(db, actor, projectId);
  return project.id;
}
