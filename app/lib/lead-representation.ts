import { z } from "zod";

// The one shape a lead has outside the app: the REST API's lead answers, the MCP tools (which
// answer through the REST endpoints) and the webhooks' `data` (decision 0050). Kept here, not in
// a feature, because the leads feature and the webhooks feature both build it and may not import
// each other.

const nullableText = z.string().nullable();

/** Where the visitor came from, every key present and null when their browser did not tell (docs/product.md#lead-capture). */
const attributionSchema = z.object({
  sourcePath: nullableText.meta({ description: "The public path of the page or module the form was on, as it was then." }),
  utmSource: nullableText,
  utmMedium: nullableText,
  utmCampaign: nullableText,
  utmTerm: nullableText,
  utmContent: nullableText,
  gclid: nullableText.meta({ description: "Google Ads click id." }),
  fbclid: nullableText.meta({ description: "Meta click id." }),
  referrerHost: nullableText.meta({ description: "The host of the site that linked to the landing page." }),
  landingPath: nullableText.meta({ description: "The page the visitor arrived through, below the project." }),
  embeddedOn: nullableText.meta({ description: "For a lead sent through a module embedded on another site: that page's origin and path, never its query." }),
  embeddedHost: nullableText.meta({ description: "That page's host, port included when it has one." }),
});

export const LEAD_ATTRIBUTION_KEYS = Object.keys(attributionSchema.shape) as (keyof z.output<typeof attributionSchema>)[];

export const leadRepresentationSchema = z
  .object({
    id: z.string(),
    projectId: z.string(),
    status: z.enum(["new", "read", "archived"]),
    createdAt: z.iso.datetime(),
    language: nullableText.meta({
      description:
        "The BCP 47 tag of the language of the page or module the form was on, as published (a page's own language, else the site's), such as fr or ar; null for leads stored before languages were recorded.",
    }),
    fields: z.object({
      name: z.string().optional(),
      email: z.string().optional(),
      phone: z.string().optional(),
      message: z.string().optional(),
      consent: z.string().optional().meta({ description: "The consent text the visitor ticked, when the form asked for consent." }),
      custom: z.record(z.string(), z.string()).meta({ description: "The form's own questions, keyed by their label as the form shows it, such as {\"Company\": \"Acme\"}." }),
    }).meta({ description: "What the visitor sent; fields the form did not ask, or the visitor left empty, are absent." }),
    source: z.object({
      kind: z.enum(["page", "module"]),
      slug: z.string(),
      path: nullableText,
      sectionId: z.string().meta({ description: "The contact section the form belongs to." }),
    }),
    attribution: attributionSchema,
    spamReason: z.enum(["honeypot", "too-fast", "forged-token"]).nullable().meta({ description: "Why the lead is suspected spam, or null." }),
    inboxUrl: z.url().meta({ description: "The lead in the project's inbox." }),
  })
  .meta({ description: "A lead, the same in API answers, MCP tools and webhooks (docs/api.md, docs/webhooks.md)." });

export type LeadRepresentation = z.output<typeof leadRepresentationSchema>;

/** A stored lead as the serializer reads it: the lead row's columns (structurally, so lib needs no database types). */
export type StoredLeadForRepresentation = {
  id: string;
  projectId: string;
  status: LeadRepresentation["status"];
  created: Date;
  language: string | null;
  fields: { name?: string; email?: string; phone?: string; message?: string; consent?: string; custom: readonly { label: string; value: string }[] };
  sourceKind: LeadRepresentation["source"]["kind"];
  sourceSlug: string;
  sourcePath: string | null;
  sectionId: string;
  spamReason: LeadRepresentation["spamReason"];
} & Omit<{ [Key in (typeof LEAD_ATTRIBUTION_KEYS)[number]]: string | null }, "sourcePath">;

/**
 * The form's own answers as an object keyed by their labels, in the form's order; a label asked
 * twice on one form gets " (2)", " (3)" after the first.
 */
export function customAnswersByLabel(custom: readonly { label: string; value: string }[]): Record<string, string> {
  const answers = new Map<string, string>();
  for (const { label, value } of custom) {
    let key = label;
    for (let count = 2; answers.has(key); count += 1) key = `${label} (${count})`;
    answers.set(key, value);
  }
  // fromEntries defines each key as the object's own, so even a label such as "__proto__" stays an answer.
  return Object.fromEntries(answers);
}

/** The inbox address of a lead (or, with no id, of the project's inbox). */
export function leadInboxUrl(projectId: string, leadId: string | null, publicUrl: URL): string {
  return new URL(`/project/${projectId}/leads${leadId ? `?lead=${leadId}` : ""}`, publicUrl).href;
}

/** A stored lead in its one outside shape. */
export function leadRepresentation(lead: StoredLeadForRepresentation, publicUrl: URL): LeadRepresentation {
  const { custom, ...standard } = lead.fields;
  return {
    id: lead.id,
    projectId: lead.projectId,
    status: lead.status,
    createdAt: lead.created.toISOString(),
    language: lead.language,
    fields: { ...standard, custom: customAnswersByLabel(custom) },
    source: { kind: lead.sourceKind, slug: lead.sourceSlug, path: lead.sourcePath, sectionId: lead.sectionId },
    attribution: {
      sourcePath: lead.sourcePath,
      utmSource: lead.utmSource,
      utmMedium: lead.utmMedium,
      utmCampaign: lead.utmCampaign,
      utmTerm: lead.utmTerm,
      utmContent: lead.utmContent,
      gclid: lead.gclid,
      fbclid: lead.fbclid,
      referrerHost: lead.referrerHost,
      landingPath: lead.landingPath,
      embeddedOn: lead.embeddedOn,
      embeddedHost: lead.embeddedHost,
    },
    spamReason: lead.spamReason,
    inboxUrl: leadInboxUrl(lead.projectId, lead.id, publicUrl),
  };
}
