import { z } from "zod";
import { LEAD_FORM_CONTROLS, leadFormFields, type LeadFormField } from "~/features/sections/contact/lead-form-fields";
import type { ContactContent } from "~/features/sections/contact/schema";
import { isValidEmail } from "~/lib/email";
import { readPhoneNumber } from "~/lib/phone-numbers";
import type { LeadFields } from "../../../db/stored-values";

export const REQUIRED_MESSAGE = "Please fill in this field.";
export const EMAIL_MESSAGE = "Use an email address like name@example.com.";
export const PHONE_MESSAGE = "Use a phone number like +44 20 7946 0000.";
export const PHONE_COUNTRY_MESSAGE = "Use a phone number with its country code, like +44 20 7946 0000.";
export const CONSENT_MESSAGE = "Please tick the box to send your message.";
export const EMPTY_MESSAGE = "Please fill in at least one field.";
export const CHECK_MESSAGE = "Please check the highlighted fields.";

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
  const limits = z.string().max(field.maxLength, `At most ${field.maxLength} characters.`);
  const schema = z.string().transform((value) => cleanText(value, field.multiline)).pipe(field.required ? limits.min(1, REQUIRED_MESSAGE) : limits);
  if (field.kind === "email") return schema.refine((value) => value === "" || isValidEmail(value), EMAIL_MESSAGE);
  if (field.kind === "phone") {
    return schema.superRefine((value, context) => {
      const read = value === "" ? null : readPhoneNumber(value);
      if (read && !read.ok) context.addIssue({ code: "custom", message: read.reason === "no-country-code" ? PHONE_COUNTRY_MESSAGE : PHONE_MESSAGE });
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
  if (content.consentText) shape[LEAD_FORM_CONTROLS.consent] = z.string().default("").refine((value) => value === "yes", CONSENT_MESSAGE);
  return z
    .object(shape)
    .refine((answers) => fields.some((field) => answers[field.name]), { message: EMPTY_MESSAGE })
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

/** Validates raw answers (strings from a form or JSON) against a section; never throws. */
export function validateSubmission(content: ContactContent, raw: Readonly<Record<string, string>>): SubmissionResult {
  const parsed = submissionSchemaFor(content).safeParse(raw);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const errors: Record<string, string> = {};
  let message = CHECK_MESSAGE;
  for (const issue of parsed.error.issues) {
    const name = issue.path[0];
    if (typeof name === "string") errors[name] ??= issue.message;
    else message = issue.message;
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
