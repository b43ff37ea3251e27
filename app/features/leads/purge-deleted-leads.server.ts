import type { Db } from "~/access/project-access.server";
import { LEAD_UNDO_MS } from "./delete-leads.server";

/** Removes leads deleted longer ago than the undo window; returns how many. */
export async function purgeDeletedLeads(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom("leads").where("deletedAt", "<", new Date(now.getTime() - LEAD_UNDO_MS)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
