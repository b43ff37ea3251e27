import { z } from "zod";
import { NAME_MAX_LENGTH } from "~/lib/name-limits";
import { hrefSchema, imageSchema, itemIdSchema, items, linkSchema, sectionContent, text } from "../content-fields";

const navLink = z.object({ id: itemIdSchema, label: text(40, "Page"), href: hrefSchema.default("/") });

export const headerSchema = sectionContent({
  // A starter page shows the project's name here, so whatever name a project may have fits.
  siteName: text(NAME_MAX_LENGTH, "Acme Studio"),
  logo: imageSchema.nullable().default(null),
  links: items(navLink, 8, () => [
    { id: "home", label: "Home", href: "/" },
    { id: "features", label: "Features", href: "/features" },
    { id: "pricing", label: "Pricing", href: "/pricing" },
    { id: "about", label: "About", href: "/about-us" },
  ]),
  cta: linkSchema.nullable().default(() => ({ label: "Get started", href: "#contact" })),
});

export type HeaderContent = z.output<typeof headerSchema>;
