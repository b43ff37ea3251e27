import { z } from "zod";
import { sectionContent, text } from "../content-fields";

export const contactSchema = sectionContent({
  title: text(120, "Get in touch"),
  text: text(600, "Tell us a little about your plans and we will reply within one working day."),
  email: z.union([z.literal(""), z.email("Use an email address like hello@example.com.").max(254)]).default("hello@example.com"),
  phone: text(40, "+44 20 7946 0000"),
  address: text(200, "12 Market Street, Bristol"),
  askPhone: z.boolean().default(false),
  askMessage: z.boolean().default(true),
  nameLabel: text(60, "Name"),
  emailLabel: text(60, "Email"),
  phoneLabel: text(60, "Phone"),
  messageLabel: text(60, "Message"),
  submitLabel: text(40, "Send message"),
});

export type ContactContent = z.output<typeof contactSchema>;
