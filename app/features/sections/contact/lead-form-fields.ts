import type { ContactContent } from "./schema";

/** The longest answers a visitor may send, per kind of field; the form's maxlength and the server's check both use these. */
export const LEAD_FIELD_LIMITS = { name: 120, email: 254, phone: 40, message: 5000, custom: 500, customMultiline: 5000 } as const;

export type StandardLeadField = "name" | "email" | "phone" | "message";

export type LeadFormField = {
  /** The form control's name. */
  name: string;
  /** The partner's label; empty for a standard field they left unlabelled, which the form names in the site's language. */
  label: string;
  kind: StandardLeadField | "custom";
  required: boolean;
  maxLength: number;
  multiline: boolean;
};

/** Hidden controls every lead form carries besides the visitor's answers. */
export const LEAD_FORM_CONTROLS = {
  sectionId: "sectionId",
  idempotencyKey: "idempotencyKey",
  token: "token",
  consent: "consent",
  /** The honeypot: hidden from people, tempting to bots. */
  honeypot: "website",
  /** Where the visitor arrived (path and query) and the referring site's host, filled by the form script (decision 0019). */
  landing: "landing",
  referrer: "referrer",
  /** The page embedding a module, which the module's script adds once that page's listener said it (decision 0041); not in the markup. */
  embeddedOn: "embeddedOn",
} as const;

/** Marks lead forms in published markup, so the page gets the enhancement script only when it has one. */
export const LEAD_FORM_ATTRIBUTE = "data-pw-lead";

export function customFieldName(id: string): string {
  return `custom-${id}`;
}

/** The fragment a page is shown with after a lead was sent: `:target` reveals the success message. */
export function leadSentFragment(sectionId: string): string {
  return `lead-sent-${sectionId}`;
}

/** The fields a contact section asks for, in the order the form shows them. */
export function leadFormFields(content: ContactContent): LeadFormField[] {
  const fields: LeadFormField[] = [];
  const standard = (kind: StandardLeadField, asked: boolean, required: boolean, label: string) => {
    if (asked) fields.push({ name: kind, kind, label, required, maxLength: LEAD_FIELD_LIMITS[kind], multiline: kind === "message" });
  };
  standard("name", content.askName, content.requireName, content.nameLabel);
  standard("email", content.askEmail, content.requireEmail, content.emailLabel);
  standard("phone", content.askPhone, content.requirePhone, content.phoneLabel);
  for (const custom of content.customFields) {
    fields.push({
      name: customFieldName(custom.id),
      kind: "custom",
      label: custom.label,
      required: custom.required,
      maxLength: custom.multiline ? LEAD_FIELD_LIMITS.customMultiline : LEAD_FIELD_LIMITS.custom,
      multiline: custom.multiline,
    });
  }
  standard("message", content.askMessage, content.requireMessage, content.messageLabel);
  return fields;
}

/** What a server-rendered form shows after a refused submission: the visitor's answers and why. */
export type LeadFormState = {
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  /** A message about the whole form. */
  message?: string;
  idempotencyKey: string;
  token: string;
};
