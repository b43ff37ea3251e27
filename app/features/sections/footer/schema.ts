import { z } from "zod";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";
import { hrefSchema, imageSchema, itemIdSchema, items, sectionContent, text } from "../content-fields";

export const FOOTER_LABEL_MAX = 40;
export const FOOTER_PAGES_MAX = 12;
export const FOOTER_SOCIAL_MAX = 10;
export const FOOTER_LEGAL_MAX = 6;
export const FOOTER_PHONE_MAX = 40;
export const FOOTER_ADDRESS_MAX = 200;

const footerLink = z.object({ id: itemIdSchema, label: text(FOOTER_LABEL_MAX, "Link"), href: hrefSchema.default("/") });

// Every fallback is empty: a new footer takes the project's name, pages, contact details and
// social links (definition.ts), and a footer stored without one of them shows nothing there.
export const footerSchema = sectionContent({
  siteName: text(NAME_MAX_LENGTH, ""),
  logo: imageSchema.nullable().default(null),
  links: items(footerLink, FOOTER_PAGES_MAX, () => []),
  socialLinks: items(footerLink, FOOTER_SOCIAL_MAX, () => []),
  email: z.union([z.literal(""), z.email("Use an email address like hello@example.com.").max(254)]).default(""),
  phone: text(FOOTER_PHONE_MAX, ""),
  address: text(FOOTER_ADDRESS_MAX, ""),
  copyright: text(NAME_MAX_LENGTH, ""),
  legalLinks: items(footerLink, FOOTER_LEGAL_MAX, () => []),
});

export type FooterContent = z.output<typeof footerSchema>;
export type FooterLink = FooterContent["links"][number];
