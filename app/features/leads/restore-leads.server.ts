import type { Actor, Db } from "~/access/project-access.server";
import { ownedLeadProject } from "./lead-access.server";

/** Undoes a delete while the leads are not purged yet; returns how many came back. */
export async function restoreLeads(db: Db, actor: Actor, input: { projectId: string; leadIds: readonly string[] }): Promise<number> {
  const projectId = await ownedLeadProject(db, actor, input.projectId);
  if (input.leadIds.length === 0) return 0;
  const result = await db.updateTable("leads").set({ deletedAt: null }).where("projectId", "=", projectId).where("id", "in", input.leadIds).where("deletedAt", "is not", null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
