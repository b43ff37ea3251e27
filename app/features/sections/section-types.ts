/** The spec's fifteen section types (section 1), in the order the catalogue shows them. */
export const SECTION_TYPES = [
  "header",
  "hero",
  "feature-list",
  "feature-detail",
  "content",
  "gallery",
  "carousel",
  "logo-showcase",
  "testimonial",
  "pricing",
  "product-list",
  "product-detail",
  "faq",
  "call-to-action",
  "contact",
] as const;

export type SectionType = (typeof SECTION_TYPES)[number];

export const VARIANTS = ["default", "casper", "kale", "studio"] as const;
export type Variant = (typeof VARIANTS)[number];

export const VARIANT_LABELS: Record<Variant, { label: string; description: string }> = {
  default: { label: "Default", description: "Clean and neutral; fits any brand." },
  casper: { label: "Casper", description: "Airy and editorial: centred type, hairlines, lots of white." },
  kale: { label: "Kale", description: "Friendly and bold: soft tints of the primary colour, rounded shapes." },
  studio: { label: "Studio", description: "Dark and dramatic: a night background with glowing accents." },
};

export function isSectionType(value: string): value is SectionType {
  return (SECTION_TYPES as readonly string[]).includes(value);
}

export function isVariant(value: string): value is Variant {
  return (VARIANTS as readonly string[]).includes(value);
}
