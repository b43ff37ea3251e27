import { data, type AppLoadContext } from "react-router";
import type { ProjectAccess } from "~/access/project-route-access.server";
import { changeLeadStatus } from "./change-lead-status.server";
import { deleteLeads } from "./delete-leads.server";
import { markLeadsNotSpam } from "./mark-lead-not-spam.server";
import type { LeadOutbox } from "./lead-writer.server";
import { inboxActionSchema, type InboxActionResult, type InboxIntent } from "./inbox-action-schema";
import { restoreLeads } from "./restore-leads.server";
import { readFormData } from "~/lib/read-form-data";
import { AppError, httpStatusOf } from "~/lib/app-error";

function leads(count: number): string {
  return count === 1 ? "1 lead" : `${count} leads`;
}

const STATUS_OF = { read: "read", unread: "new", archive: "archived", unarchive: "read" } as const;
const DONE: Record<Exclude<InboxIntent, "delete" | "restore" | "not-spam">, string> = { read: "marked as read", unread: "marked as unread", archive: "archived", unarchive: "moved back to the inbox" };

/**
 * The inbox's POSTs, after the route's project gate: status changes, delete (with undo), restore
 * and "Not spam", on the checked leads; `outboxes` are the deliveries other features add for a
 * lead let through (webhooks), which the route composes in.
 */
export async function handleInboxAction(request: Request, context: AppLoadContext, { actor, project: { id: projectId } }: ProjectAccess, outboxes: readonly LeadOutbox[] = []) {
  const form = await readFormData(request, context.config.bodyLimits.formBytes);
  const parsed = inboxActionSchema.safeParse({ intent: form.get("intent"), ids: form.getAll("ids") });
  if (!parsed.success) return data<InboxActionResult>({ ok: false, message: parsed.error.issues[0]?.message ?? "Unknown action." }, { status: httpStatusOf("INVALID") });
  const { intent, ids } = parsed.data;
  const { db } = context.database;
  try {
    if (intent === "delete") {
      const count = await deleteLeads(db, actor, { projectId, leadIds: ids });
      return data<InboxActionResult>({ ok: true, message: `${leads(count)} deleted.`, undo: ids });
    }
    if (intent === "restore") {
      const count = await restoreLeads(db, actor, { projectId, leadIds: ids });
      return data<InboxActionResult>({ ok: true, message: `${leads(count)} restored.` });
    }
    if (intent === "not-spam") {
      const moved = await markLeadsNotSpam(context.database, actor, { projectId, leadIds: ids, mail: Boolean(context.config.leads.smtpUrl), outboxes });
      return data<InboxActionResult>({ ok: true, message: `${leads(moved.length)} moved to the inbox.` });
    }
    const count = await changeLeadStatus(db, actor, { projectId, leadIds: ids, status: STATUS_OF[intent] });
    return data<InboxActionResult>({ ok: true, message: `${leads(count)} ${DONE[intent]}.` });
  } catch (error) {
    if (error instanceof AppError) return data<InboxActionResult>({ ok: false, message: error.message }, { status: error.status });
    throw error;
  }
}
