import { leadRepresentation, type LeadRepresentation, type StoredLeadForRepresentation } from "~/lib/lead-representation";

/**
 * The Standard Webhooks envelope of docs/webhooks.md: type, timestamp and data, where data is the
 * lead in the shape the REST API and the MCP tools answer with (decision 0050), and the project's
 * name. A test event carries a sample lead in the same shape.
 */
export type LeadEventPayload = {
  type: "lead.created" | "webhook.test";
  timestamp: string;
  data: LeadRepresentation & { projectName: string };
};

/** The stored lead a delivery is built from: the columns of its row, and its project's name. */
export type LeadForPayload = Omit<StoredLeadForRepresentation, "status" | "spamReason"> & { projectName: string };

/**
 * The body of a lead's delivery, built from the stored lead as it entered the outbox (new, not
 * spam: a lead marked "not spam" enters it then), so every attempt sends the same lead whatever
 * the partner did in the inbox meanwhile.
 */
export function leadCreatedBody(lead: LeadForPayload, eventAt: Date, publicUrl: URL): string {
  const { projectName, ...stored } = lead;
  const payload: LeadEventPayload = {
    type: "lead.created",
    timestamp: eventAt.toISOString(),
    data: { ...leadRepresentation({ ...stored, status: "new", spamReason: null }, publicUrl), projectName },
  };
  return JSON.stringify(payload);
}

/** The body of "Send a test event": the envelope of every event around a sample lead of the project (sample-lead.server.ts). */
export function testEventBody(sample: LeadRepresentation, projectName: string, eventAt: Date): string {
  const payload: LeadEventPayload = { type: "webhook.test", timestamp: eventAt.toISOString(), data: { ...sample, projectName } };
  return JSON.stringify(payload);
}
