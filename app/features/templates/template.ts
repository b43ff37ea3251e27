import type { SectionType } from "~/features/sections/section-types";

/**
 * A section as a template stores it: the envelope of a stored section without its id (given when
 * a project is made from it). `version` is the section schema the props were written under, so a
 * template is migrated like a stored page when a section's schema changes (decision 0029).
 */
export type TemplateSection = {
  type: SectionType;
  variant?: string;
  version?: number;
  props: Record<string, unknown>;
};

export type TemplatePage = {
  slug: string;
  title: string;
  sections: readonly TemplateSection[];
};

/** A complete example site, kept as data: one file per template in `templates/` and one line in the registry. */
export type ProjectTemplate = {
  id: string;
  /** What the gallery calls it, such as "Café & bakery". */
  label: string;
  description: string;
  /** The example business the copy names; a project made from the template gets its own name there. */
  businessName: string;
  primaryColor: string;
  /** The home page first, with the slug "home". */
  pages: readonly TemplatePage[];
};
