import type { Actor, Db } from "~/access/project-access.server";
import { readableLeadProject } from "./lead-access.server";
import { LEAD_NOT_FOUND_MESSAGE } from "./lead-messages";
import { SUMMARY_COLUMNS, type LeadSummary } from "./list-leads.server";
import { AppError } from "~/lib/app-error";

export type LeadDetail = LeadSummary & { updated: Date; addressHash: string };

/** One lead of the project, for the detail view. */
export async function getLead(db: Db, actor: Actor, input: { projectId: string; leadId: string }): Promise<LeadDetail> {
  const projectId = await readableLeadProject(db, actor, input.projectId);
  const lead = await db
    .selectFrom("leads")
    .select([...SUMMARY_COLUMNS, "updated", "addressHash"])
    .where("projectId", "=", projectId)
    .where("id", "=", input.leadId)
    .where("deletedAt", "is", null)
    .executeTakeFirst();
  if (!lead) throw new AppError("NOT_FOUND", LEAD_NOT_FOUND_MESSAGE);
  return lead;
}
