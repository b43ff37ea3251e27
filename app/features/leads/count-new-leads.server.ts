import { projectsWhereActorCan, type Actor, type Db } from "~/access/project-access.server";
import { readableLeadProject } from "./lead-access.server";

/**
 * New (unread) leads, the spam folder's left out: of one project when `projectId` is given (a
 * member who reads leads, or an admin), otherwise of every project whose leads the actor reads
 * (the app header).
 */
export async function countNewLeads(db: Db, actor: Actor, input: { projectId?: string } = {}): Promise<number> {
  let query = db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("count")).where("status", "=", "new").where("spamReason", "is", null).where("deletedAt", "is", null);
  if (input.projectId) query = query.where("projectId", "=", await readableLeadProject(db, actor, input.projectId));
  else query = query.where("projectId", "in", projectsWhereActorCan(db, actor, "view-leads"));
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}
