import { SECTION_REGISTRY } from "./registry";

/** A type of section: a key of the registry, which is the one list of them. */
export type SectionType = keyof typeof SECTION_REGISTRY;

export const VARIANTS = ["default", "casper", "kale", "studio"] as const;
export type Variant = (typeof VARIANTS)[number];

export const VARIANT_LABELS: Record<Variant, { label: string; description: string }> = {
  default: { label: "Default", description: "Clean and neutral; fits any brand." },
  casper: { label: "Casper", description: "Airy and editorial: centred type, hairlines, lots of white." },
  kale: { label: "Kale", description: "Friendly and bold: soft tints of the primary colour, rounded shapes." },
  studio: { label: "Studio", description: "Dark and dramatic: a night background with glowing accents." },
};

export function isSectionType(value: string): value is SectionType {
  return Object.hasOwn(SECTION_REGISTRY, value);
}

export function isVariant(value: string): value is Variant {
  return (VARIANTS as readonly string[]).includes(value);
}
