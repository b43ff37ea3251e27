import { z } from "zod";
import { LEAD_FORM_CONTROLS, leadFormFields, type LeadFormField } from "~/features/sections/contact/lead-form-fields";
import type { ContactContent } from "~/features/sections/contact/schema";
import { isValidEmail } from "~/lib/email";
import { readPhoneNumber } from "~/lib/phone-numbers";
import { isVisitorTextId, type VisitorTexts } from "~/lib/visitor-texts/visitor-texts";
import type { VisitorTextId } from "~/lib/visitor-texts/visitor-text-catalogue";
import type { LeadFields } from "../../../db/stored-values";

// The schema's messages are the ids of visitor texts, said in the site's language once a submission is refused.
const REQUIRED: VisitorTextId = "formRequired";
const TOO_LONG: VisitorTextId = "formTooLong";

// eslint-disable-next-line no-control-regex -- control characters are what we remove
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as we store it: well-formed Unicode, no control characters, one kind of line break, single-line fields on one line. */
export function cleanText(value: string, multiline: boolean): string {
  const text = value.replace(LONE_SURROGATE, "\ufffd").replace(/\r\n?/g, "\n").replace(CONTROL, "");
  return (multiline ? text : text.replace(/\s*\n\s*/g, " ")).trim();
}

/** Any common spelling of an international number; the site has no country to read a national one in (docs/product.md#lead-capture). */
export function isPlausiblePhone(value: string): boolean {
  return readPhoneNumber(value).ok;
}

function fieldSchema(field: LeadFormField) {
  const limits = z.string().max(field.maxLength, TOO_LONG);
  const schema = z.string().transform((value) => cleanText(value, field.multiline)).pipe(field.required ? limits.min(1, REQUIRED) : limits);
  if (field.kind === "email") return schema.refine((value) => value === "" || isValidEmail(value), "formEmailInvalid" satisfies VisitorTextId);
  if (field.kind === "phone") {
    return schema.superRefine((value, context) => {
      const read = value === "" ? null : readPhoneNumber(value);
      if (read && !read.ok) context.addIssue({ code: "custom", message: read.reason === "no-country-code" ? ("formPhoneCountry" satisfies VisitorTextId) : ("formPhoneInvalid" satisfies VisitorTextId) });
    });
  }
  return schema;
}

/**
 * The answers one contact section accepts, built from the same field list its form renders:
 * required fields, lengths, the email rule (docs/product.md#email-addresses), phone numbers and the consent box.
 */
export function leadSubmissionSchema(content: ContactContent) {
  const fields = leadFormFields(content);
  const shape: Record<string, z.ZodType<string, unknown>> = {};
  for (const field of fields) shape[field.name] = z.string().default("").pipe(fieldSchema(field));
  if (content.consentText) shape[LEAD_FORM_CONTROLS.consent] = z.string().default("").refine((value) => value === "yes", "formConsent" satisfies VisitorTextId);
  return z
    .object(shape)
    .refine((answers) => fields.some((field) => answers[field.name]), { message: "formEmpty" satisfies VisitorTextId })
    .transform((answers): LeadFields => {
      const lead: LeadFields = { custom: [] };
      for (const field of fields) {
        const value = answers[field.name] ?? "";
        if (field.kind === "custom") lead.custom.push({ id: field.name.slice("custom-".length), label: field.label, value });
        else if (value) lead[field.kind] = value;
      }
      if (content.consentText) lead.consent = content.consentText;
      return lead;
    });
}

export type SubmissionResult = { ok: true; fields: LeadFields } | { ok: false; errors: Record<string, string>; message: string };

// Building a zod schema costs far more than parsing with it, and published sections are cached
// objects that never change, so each one's schema is built once.
const schemasBySection = new WeakMap<ContactContent, ReturnType<typeof leadSubmissionSchema>>();

function submissionSchemaFor(content: ContactContent): ReturnType<typeof leadSubmissionSchema> {
  let schema = schemasBySection.get(content);
  if (!schema) {
    schema = leadSubmissionSchema(content);
    schemasBySection.set(content, schema);
  }
  return schema;
}

/** Validates raw answers (strings from a form or JSON) against a section; never throws. Refusals are said in `texts`. */
export function validateSubmission(content: ContactContent, raw: Readonly<Record<string, string>>, texts: VisitorTexts): SubmissionResult {
  const parsed = submissionSchemaFor(content).safeParse(raw);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const maxLengths = new Map(leadFormFields(content).map((field) => [field.name, field.maxLength]));
  const say = (id: string, name?: string) => (isVisitorTextId(id) ? texts.text(id, { max: (name && maxLengths.get(name)) || 0 }) : id);
  const errors: Record<string, string> = {};
  let message = texts.text("formCheck");
  for (const issue of parsed.error.issues) {
    const name = issue.path[0];
    if (typeof name === "string") errors[name] ??= say(issue.message, name);
    else message = say(issue.message);
  }
  return { ok: false, errors, message };
}

/** Everything the lead holds, lower-cased, for search. */
export function searchTextOf(fields: LeadFields): string {
  return [fields.name, fields.email, fields.phone, fields.message, ...fields.custom.map((custom) => custom.value)]
    .filter(Boolean)
    .join("\n")
    .toLowerCase();
}
