import type { LeadSourceKind } from "../../../db/schema";
import type { LeadFields } from "../../../db/stored-values";
import type { LeadAttributionColumns } from "../../../db/lead-attribution-columns";

/**
 * The attribution a lead keeps (docs/product.md#lead-capture), in the payload's names; for a lead
 * sent through an embedded module also the page that embedded it and its host
 * (docs/product.md#embedding-modules).
 */
const ATTRIBUTION_KEYS = ["sourcePath", "utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent", "gclid", "fbclid", "referrerHost", "landingPath", "embeddedOn", "embeddedHost"] as const;

/** Where a lead came from: only the keys known for the lead, so fields can join without breaking receivers. */
export type LeadAttribution = Partial<Record<(typeof ATTRIBUTION_KEYS)[number], string>>;

/** The `lead.created` body of docs/webhooks.md; the Standard Webhooks envelope of type, timestamp and data. */
export type LeadCreatedPayload = {
  type: "lead.created";
  timestamp: string;
  data: {
    id: string;
    projectId: string;
    projectName: string;
    createdAt: string;
    fields: { name?: string; email?: string; phone?: string; message?: string; custom: { id: string; label: string; value: string }[] };
    source: { kind: LeadSourceKind; slug: string; path: string | null; sectionId: string };
    attribution: LeadAttribution;
    inboxUrl: string;
  };
};

export type LeadForPayload = {
  leadId: string;
  projectId: string;
  projectName: string;
  created: Date;
  fields: LeadFields;
  sourceKind: LeadSourceKind;
  sourceSlug: string;
  sourcePath: string | null;
  sectionId: string;
} & LeadAttributionColumns;

/** The body of a lead's delivery; built from the stored lead, so every attempt sends (and signs) the same bytes. */
export function leadCreatedBody(lead: LeadForPayload, eventAt: Date, publicUrl: URL): string {
  const attribution: LeadAttribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = lead[key];
    if (value !== null) attribution[key] = value;
  }
  const payload: LeadCreatedPayload = {
    type: "lead.created",
    timestamp: eventAt.toISOString(),
    data: {
      id: lead.leadId,
      projectId: lead.projectId,
      projectName: lead.projectName,
      createdAt: lead.created.toISOString(),
      fields: lead.fields,
      source: { kind: lead.sourceKind, slug: lead.sourceSlug, path: lead.sourcePath, sectionId: lead.sectionId },
      attribution,
      inboxUrl: new URL(`/project/${lead.projectId}/leads?lead=${lead.leadId}`, publicUrl).href,
    },
  };
  return JSON.stringify(payload);
}

/** The body of "Send a test event": the envelope of every event, with data that says what it is. */
export function testEventBody(projectId: string, eventAt: Date): string {
  return JSON.stringify({ type: "webhook.test", timestamp: eventAt.toISOString(), data: { projectId, message: "A test event from Pagewright. Real leads arrive as lead.created." } });
}
