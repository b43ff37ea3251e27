import { type SiteLanguage, siteLanguageOf } from "~/lib/site-languages";
import { DEFAULT_PRIMARY, parseRgb } from "~/lib/theme";
import type { SectionDefinition } from "../define-section";
import { SECTION_DEFINITIONS } from "../registry";
import { VARIANT_LABELS } from "../section-types";
import { CATALOGUE_PROJECT } from "./catalogue-project";
import { defaultsWithTexts } from "./defaults-with-texts";

export type CatalogueView = "desktop" | "mobile";

export type CataloguePreview = {
  key: string;
  label: string;
  description: string;
  section: { id: string; type: string; variant: string; props: unknown };
};

export type CatalogueGroup = { type: string; label: string; description: string; previews: CataloguePreview[] };

/**
 * The end-to-end tests' content: script in every field (`xss`), every value mutated at random
 * (`fuzz`), or an Arabic site's texts (`arabic`), shown right to left.
 */
export type CatalogueFixture = "xss" | "fuzz" | "arabic";

/** `language`: the language the previews are written in, when it is not the product's English (their `lang` and `dir`). */
export type CatalogueData = { view: CatalogueView; primary: string; fixture: CatalogueFixture | null; language: SiteLanguage | null; groups: CatalogueGroup[] };

/** The fixture a `?fixture=` value names, if any. */
export function catalogueFixture(value: string | null): CatalogueFixture | null {
  return value === "xss" || value === "fuzz" || value === "arabic" ? value : null;
}

/** A section of the end-to-end tests' hostile corpus, as the catalogue shows it in place of the defaults. */
export type HostilePreview = Omit<CataloguePreview, "key">;

function defaultPreviews(definition: SectionDefinition): CataloguePreview[] {
  return definition.variants.map((variant) => ({
    key: `${definition.type}-${variant}`,
    label: VARIANT_LABELS[variant].label,
    description: VARIANT_LABELS[variant].description,
    section: { id: `${definition.type}-${variant}`, type: definition.type, variant, props: definition.defaults(CATALOGUE_PROJECT) },
  }));
}

function hostilePreviews(definition: SectionDefinition, hostile: HostilePreview[], fixture: CatalogueFixture): CataloguePreview[] {
  return hostile
    .filter(({ section }) => section.type === definition.type)
    .map((preview) => ({
      key: preview.section.id,
      ...preview,
      // The Arabic fixture holds texts only (fixtures/arabic-sections.ts).
      section: fixture === "arabic" ? { ...preview.section, props: defaultsWithTexts(definition, preview.section.props) } : preview.section,
    }));
}

export function catalogueData(options: { view: string | null; primary: string | null; fixture?: CatalogueFixture; hostile: HostilePreview[] | null }): CatalogueData {
  const primary = options.primary && parseRgb(options.primary) ? options.primary : DEFAULT_PRIMARY;
  const { hostile } = options;
  const fixture = hostile ? (options.fixture ?? "xss") : null;
  return {
    view: options.view === "mobile" ? "mobile" : "desktop",
    primary,
    fixture,
    language: fixture === "arabic" ? siteLanguageOf("ar") : null,
    groups: SECTION_DEFINITIONS.map((definition) => ({
      type: definition.type,
      label: definition.label,
      description: definition.description,
      previews: hostile && fixture ? hostilePreviews(definition, hostile, fixture) : defaultPreviews(definition),
    })),
  };
}
