import { recordActivity } from "~/access/project-activity.server";
import type { Actor, Db } from "~/access/project-access.server";
import { ownedLeadProject } from "./lead-access.server";

/** How long deleted leads can be restored before the purge removes them for good. */
export const LEAD_UNDO_MS = 60 * 60 * 1000;

/** Deletes leads so they can still be restored (undo) until the purge; returns how many. */
export async function deleteLeads(db: Db, actor: Actor, input: { projectId: string; leadIds: readonly string[] }): Promise<number> {
  const projectId = await ownedLeadProject(db, actor, input.projectId);
  if (input.leadIds.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const result = await trx.updateTable("leads").set({ deletedAt: new Date() }).where("projectId", "=", projectId).where("id", "in", input.leadIds).where("deletedAt", "is", null).executeTakeFirst();
    const deleted = Number(result.numUpdatedRows);
    if (deleted > 0) await recordActivity(trx, actor, projectId, "deleted-leads", { count: String(deleted) });
    return deleted;
  });
}
