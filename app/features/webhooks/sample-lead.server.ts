import type { Db } from "~/access/project-access.server";
import { leadFormFields, type StandardLeadField } from "~/features/sections/contact/lead-form-fields";
import { contactSchema } from "~/features/sections/contact/schema";
import { siteLanguageOf } from "~/lib/site-languages";
import { customAnswersByLabel, leadInboxUrl, type LeadRepresentation } from "~/lib/lead-representation";

/** The id a sample lead carries, so a receiver can tell it from a real one. */
export const SAMPLE_LEAD_ID = "sample";

const SAMPLE_ANSWERS: Record<StandardLeadField, string> = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  message: "Hello! Could you tell me more about your offer? (A sample lead sent by \"Send a test event\".)",
};

/** A believable answer to a question of the form's own, from its label. */
function sampleAnswer(label: string): string {
  return `Sample answer to "${label}"`;
}

type ContactForm = { kind: "page" | "module"; slug: string; path: string; language: string; sectionId: string; standard: StandardLeadField[]; customLabels: string[]; consent: string | null };

/** The contact forms of the project's pages and modules as they are now, pages first, in their order, and the site's language. */
async function contactForms(db: Db, projectId: string): Promise<{ forms: ContactForm[]; siteLanguage: string }> {
  const [project, pages, modules] = await Promise.all([
    db.selectFrom("projects").select(["homePageId", "settings"]).where("id", "=", projectId).executeTakeFirst(),
    db.selectFrom("pages").select(["id", "slug", "seo", "sections"]).where("projectId", "=", projectId).orderBy("position").execute(),
    db.selectFrom("modules").select(["slug", "sections"]).where("projectId", "=", projectId).orderBy("slug").execute(),
  ]);
  // Each form in the language its document would be published in: its page's own, else the site's (docs/product.md#site-language).
  const siteLanguage = siteLanguageOf(project?.settings.language).tag;
  const sources = [
    ...pages.map((page) => ({
      kind: "page" as const,
      slug: page.slug,
      path: page.id === project?.homePageId ? "/" : `/${page.slug}`,
      language: page.seo.language ?? siteLanguage,
      sections: page.sections,
    })),
    ...modules.map((module) => ({ kind: "module" as const, slug: module.slug, path: `/${module.slug}/module`, language: siteLanguage, sections: module.sections })),
  ];
  const forms: ContactForm[] = [];
  for (const source of sources) {
    for (const section of source.sections) {
      if (section.type !== "contact") continue;
      const content = contactSchema.safeParse(section.props);
      if (!content.success) continue;
      const fields = leadFormFields(content.data);
      forms.push({
        kind: source.kind,
        slug: source.slug,
        path: source.path,
        language: siteLanguageOf(source.language).tag,
        sectionId: section.id,
        standard: fields.flatMap((field) => (field.kind === "custom" ? [] : [field.kind])),
        customLabels: fields.flatMap((field) => (field.kind === "custom" ? [field.label] : [])),
        consent: content.data.consentText || null,
      });
    }
  }
  return { forms, siteLanguage };
}

/**
 * A lead as the project's forms would send it, for "Send a test event": every field any of its
 * contact forms asks (the questions of its own by their labels), sample attribution, and the first
 * form as its source; so Zapier, Make and n8n learn every field from the test (docs/webhooks.md).
 * A project without a contact form gets the fields a new contact section asks.
 */
export async function sampleLead(db: Db, projectId: string, createdAt: Date, publicUrl: URL): Promise<LeadRepresentation> {
  const { forms, siteLanguage } = await contactForms(db, projectId);
  const standard = new Set<StandardLeadField>(forms.length > 0 ? forms.flatMap((form) => form.standard) : ["name", "email", "message"]);
  // Each label once, as a lead's answers are keyed (customAnswersByLabel), however many forms ask it.
  const labels = new Set(forms.flatMap((form) => form.customLabels));
  const custom = customAnswersByLabel([...labels].map((label) => ({ label, value: sampleAnswer(label) })));
  const consent = forms.find((form) => form.consent)?.consent;
  const first = forms[0] ?? { kind: "page" as const, slug: "home", path: "/", language: siteLanguage, sectionId: "contact" };
  const fields: LeadRepresentation["fields"] = { custom };
  for (const key of ["name", "email", "phone", "message"] as const) if (standard.has(key)) fields[key] = SAMPLE_ANSWERS[key];
  if (consent) fields.consent = consent;
  return {
    id: SAMPLE_LEAD_ID,
    projectId,
    status: "new",
    createdAt: createdAt.toISOString(),
    language: first.language,
    fields,
    source: { kind: first.kind, slug: first.slug, path: first.path, sectionId: first.sectionId },
    attribution: {
      sourcePath: first.path,
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring-offer",
      utmTerm: "sample",
      utmContent: "header-button",
      gclid: "EAIaIQobChMIsample",
      fbclid: "IwARsample",
      referrerHost: "www.google.com",
      landingPath: first.path,
      embeddedOn: first.kind === "module" ? "https://partner-site.example/contact" : null,
      embeddedHost: first.kind === "module" ? "partner-site.example" : null,
    },
    spamReason: null,
    inboxUrl: leadInboxUrl(projectId, null, publicUrl),
  };
}
