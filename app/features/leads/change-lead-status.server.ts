import type { Actor, Db } from "~/access/project-access.server";
import type { LeadStatus } from "../../../db/schema";
import { ownedLeadProject } from "./lead-access.server";

/** Marks leads new (unread), read or archived; returns how many changed. Ids of other projects match nothing. */
export async function changeLeadStatus(db: Db, actor: Actor, input: { projectId: string; leadIds: readonly string[]; status: LeadStatus }): Promise<number> {
  const projectId = await ownedLeadProject(db, actor, input.projectId);
  if (input.leadIds.length === 0) return 0;
  const result = await db
    .updateTable("leads")
    .set({ status: input.status, updated: new Date() })
    .where("projectId", "=", projectId)
    .where("id", "in", input.leadIds)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
