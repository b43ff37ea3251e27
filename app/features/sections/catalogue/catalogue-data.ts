import { DEFAULT_PRIMARY, parseRgb } from "~/lib/theme";
import type { SectionDefinition } from "../define-section";
import { withTextPayloads, withUrlPayloads } from "../fixtures/xss-content";
import { SECTION_DEFINITIONS } from "../registry";
import { VARIANT_LABELS } from "../section-types";

export type CatalogueView = "desktop" | "mobile";

export type CataloguePreview = {
  key: string;
  label: string;
  description: string;
  section: { id: string; type: string; variant: string; props: unknown };
};

export type CatalogueGroup = { type: string; label: string; description: string; previews: CataloguePreview[] };

export type CatalogueData = { view: CatalogueView; primary: string; fixture: "xss" | null; groups: CatalogueGroup[] };

function defaultPreviews(definition: SectionDefinition): CataloguePreview[] {
  return definition.variants.map((variant) => ({
    key: `${definition.type}-${variant}`,
    label: VARIANT_LABELS[variant].label,
    description: VARIANT_LABELS[variant].description,
    section: { id: `${definition.type}-${variant}`, type: definition.type, variant, props: definition.defaults() },
  }));
}

/** Every variant with text payloads in every text field, plus poisoned links that must render nothing. */
function xssPreviews(definition: SectionDefinition): CataloguePreview[] {
  const texts = definition.variants.map((variant, index) => ({
    key: `${definition.type}-${variant}`,
    label: `${VARIANT_LABELS[variant].label} with hostile text`,
    description: "Every text field holds a script injection attempt.",
    section: { id: `${definition.type}-${variant}`, type: definition.type, variant, props: withTextPayloads(definition, index) },
  }));
  const urls = withUrlPayloads(definition).map(({ path, payload, content }, index) => ({
    key: `${definition.type}-url-${index}`,
    label: `${path} = ${JSON.stringify(payload)}`,
    description: "Refused by the schema, so nothing renders.",
    section: { id: `${definition.type}-url-${index}`, type: definition.type, variant: "default", props: content },
  }));
  return [...texts, ...urls];
}

export function catalogueData(options: { view: string | null; primary: string | null; fixture: string | null }): CatalogueData {
  const fixture = options.fixture === "xss" ? "xss" : null;
  const primary = options.primary && parseRgb(options.primary) ? options.primary : DEFAULT_PRIMARY;
  return {
    view: options.view === "mobile" ? "mobile" : "desktop",
    primary,
    fixture,
    groups: SECTION_DEFINITIONS.map((definition) => ({
      type: definition.type,
      label: definition.label,
      description: definition.description,
      previews: fixture === "xss" ? xssPreviews(definition) : defaultPreviews(definition),
    })),
  };
}
