import { z } from "zod";
import { items, itemIdSchema, sectionContent, text } from "../content-fields";

export const MAX_CUSTOM_FIELDS = 5;
export const CONTACT_PHONE_MAX = 40;
export const CONTACT_ADDRESS_MAX = 200;

const customFieldSchema = z.object({
  id: itemIdSchema,
  label: z.string().trim().min(1, "A field needs a label.").max(60, "At most 60 characters."),
  required: z.boolean().default(false),
  multiline: z.boolean().default(false),
});

/** Where visitors go after sending: an http(s) address, or "" to stay and see the success message. */
export const redirectUrlSchema = z
  .string()
  .trim()
  .max(2048, "At most 2048 characters.")
  .refine((value) => value === "" || isHttpUrl(value), "Use an http(s) address such as https://example.com/thanks.")
  .default("");

function isHttpUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- browsers drop control characters inside URLs
  if (!/^https?:\/\//i.test(value) || /[\s\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

// New fields all have defaults that keep older contact sections behaving as before (name and
// email asked and required, message asked), so stored content needs no migration.
export const contactSchema = sectionContent({
  title: text(120, "Get in touch"),
  text: text(600, "Tell us a little about your plans and we will reply within one working day."),
  email: z.union([z.literal(""), z.email("Use an email address like hello@example.com.").max(254)]).default(""),
  phone: text(CONTACT_PHONE_MAX, ""),
  address: text(CONTACT_ADDRESS_MAX, ""),
  askName: z.boolean().default(true),
  requireName: z.boolean().default(true),
  askEmail: z.boolean().default(true),
  requireEmail: z.boolean().default(true),
  askPhone: z.boolean().default(false),
  requirePhone: z.boolean().default(false),
  askMessage: z.boolean().default(true),
  requireMessage: z.boolean().default(false),
  nameLabel: text(60, "Name"),
  emailLabel: text(60, "Email"),
  phoneLabel: text(60, "Phone"),
  messageLabel: text(60, "Message"),
  customFields: items(customFieldSchema, MAX_CUSTOM_FIELDS, () => []),
  consentText: text(300, ""),
  submitLabel: text(40, "Send message"),
  successMessage: text(300, "Thank you! Your message is on its way, and we will reply soon."),
  redirectUrl: redirectUrlSchema,
});

export type ContactContent = z.output<typeof contactSchema>;
