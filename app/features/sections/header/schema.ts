import { z } from "zod";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";
import { hrefSchema, imageSchema, itemIdSchema, items, linkSchema, sectionContent, text } from "../content-fields";

export const HEADER_LINKS_MAX = 8;
export const NAV_LABEL_MAX = 40;

const navLink = z.object({ id: itemIdSchema, label: text(NAV_LABEL_MAX, "Page"), href: hrefSchema.default("/") });

export const headerSchema = sectionContent({
  // A new header shows the project's name here (definition.ts), so whatever name a project may have fits.
  siteName: text(NAME_MAX_LENGTH, ""),
  logo: imageSchema.nullable().default(null),
  links: items(navLink, HEADER_LINKS_MAX, () => []),
  cta: linkSchema.nullable().default(null),
  // Off by default, so headers saved before it existed read as they were (no migration).
  languageSwitcher: z.boolean().default(false),
});

export type HeaderContent = z.output<typeof headerSchema>;
