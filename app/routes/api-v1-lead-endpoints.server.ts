import { z } from "zod";
import { defineEndpoint } from "~/features/api/api-endpoint";
import { changeLeadStatus } from "~/features/leads/change-lead-status.server";
import { getLead } from "~/features/leads/get-lead.server";
import { leadFilterRules } from "~/features/leads/lead-filters";
import { LEAD_NOT_FOUND_MESSAGE } from "~/features/leads/lead-messages";
import { listLeads } from "~/features/leads/list-leads.server";
import { AppError } from "~/lib/app-error";
import { keysetCursorSchema } from "~/lib/keyset-cursor.server";
import { leadRepresentation, leadRepresentationSchema } from "~/lib/lead-representation";

// The leads endpoints of /api/v1 (docs/api.md): the inbox's filters and cursor, one lead, and its status.

const projectPath = z.object({ projectId: z.string().min(1).max(100) });
const leadPath = projectPath.extend({ leadId: z.string().regex(/^[A-Za-z0-9]{1,40}$/) });
// One lead's shape, shared with the webhooks and the MCP tools (decision 0050).
const lead = leadRepresentationSchema;

// The inbox's filters, strictly: a value the inbox would quietly drop is a 400 here (decision 0051).
const leadQuery = leadFilterRules
  .extend({
    cursor: keysetCursorSchema.optional(),
    limit: z.coerce.number("Use a whole number from 1 to 100.").int("Use a whole number from 1 to 100.").min(1, "Use a whole number from 1 to 100.").max(100, "Use a whole number from 1 to 100.").default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ["to"], message: "Use a day on or after from." });

export const leadEndpoints = [
  defineEndpoint({
    method: "GET",
    path: "/projects/{projectId}/leads",
    operationId: "listLeads",
    summary: "The project's leads, newest first, with the inbox's filters; pass nextCursor as cursor for the next page.",
    tag: "Leads",
    scope: "leads:read",
    pathSchema: projectPath,
    querySchema: leadQuery,
    response: z.object({ leads: z.array(lead), nextCursor: z.string().nullable() }),
    async handle({ context, caller, path, query }) {
      const { cursor, limit, ...filters } = query;
      const page = await listLeads(context.database.db, caller.actor, { projectId: path.projectId, filters, cursor, limit });
      return { body: { leads: page.leads.map((found) => leadRepresentation(found, context.config.publicUrl)), nextCursor: page.nextCursor } };
    },
  }),
  defineEndpoint({
    method: "GET",
    path: "/projects/{projectId}/leads/{leadId}",
    operationId: "getLead",
    summary: "One lead.",
    tag: "Leads",
    scope: "leads:read",
    pathSchema: leadPath,
    response: lead,
    async handle({ context, caller, path }) {
      return { body: leadRepresentation(await getLead(context.database.db, caller.actor, path), context.config.publicUrl) };
    },
  }),
  defineEndpoint({
    method: "PATCH",
    path: "/projects/{projectId}/leads/{leadId}",
    operationId: "changeLeadStatus",
    summary: "Marks a lead new, read or archived (owners and editors).",
    tag: "Leads",
    // A change, so not for a read-only token: the same scope as the other content writes.
    scope: "projects:write",
    pathSchema: leadPath,
    bodySchema: z.object({ status: z.enum(["new", "read", "archived"], "Choose new, read or archived.") }),
    response: lead,
    async handle({ context, caller, path, body }) {
      const { db } = context.database;
      const changed = await changeLeadStatus(db, caller.actor, { projectId: path.projectId, leadIds: [path.leadId], status: body.status });
      if (changed === 0) throw new AppError("NOT_FOUND", LEAD_NOT_FOUND_MESSAGE);
      return { body: leadRepresentation(await getLead(db, caller.actor, path), context.config.publicUrl) };
    },
  }),
];
