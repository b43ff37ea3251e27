import type { StoredSection } from "../../../db/stored-values";
import { migrateProps } from "~/features/sections/migrations";
import { SECTION_REGISTRY } from "~/features/sections/registry";
import { randomString } from "~/lib/random-string";
import type { ProjectTemplate, TemplateSection } from "./template";

export type BuiltPage = {
  slug: string;
  title: string;
  sections: StoredSection[];
};

export type SectionProblem = {
  page: string;
  index: number;
  type: string;
  message: string;
};

// Repeated items (links, features, plans…) carry ids like stored ones, fixed once when a project
// is made rather than made up at every render.
function withItemIds(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item: unknown) =>
      item && typeof item === "object" && !Array.isArray(item)
        ? { id: randomString(12), ...(withItemIds(item) as object) }
        : item,
    );
  }
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, withItemIds(entry)]),
    );
  return value;
}

function withName(
  value: unknown,
  businessName: string,
  projectName: string,
): unknown {
  if (typeof value === "string")
    return value.replaceAll(businessName, projectName);
  if (Array.isArray(value))
    return value.map((item) => withName(item, businessName, projectName));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [
        key,
        withName(entry, businessName, projectName),
      ]),
    );
  return value;
}

type Built =
  { ok: true; section: StoredSection } | { ok: false; message: string };

function buildSection(
  section: TemplateSection,
  props: Record<string, unknown>,
): Built {
  const definition = SECTION_REGISTRY[section.type];
  const variant = section.variant ?? "default";
  if (!(definition.variants as readonly string[]).includes(variant))
    return {
      ok: false,
      message: `${section.type} has no variant "${variant}".`,
    };
  const migrated = migrateProps(section.type, props, section.version ?? 1);
  if (!migrated.ok) return { ok: false, message: migrated.message };
  const parsed = definition.schema.safeParse(withItemIds(migrated.props));
  if (!parsed.success)
    return {
      ok: false,
      message: parsed.error.issues
        .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
        .join("; "),
    };
  return {
    ok: true,
    section: {
      id: randomString(12),
      type: section.type,
      variant,
      props: parsed.data as Record<string, unknown>,
      version: migrated.version,
    },
  };
}

/** Every section of a template that its type's schema refuses (after migration): a template's own test lists them. */
export function templateProblems(template: ProjectTemplate): SectionProblem[] {
  return template.pages.flatMap((page) =>
    page.sections.flatMap((section, index) => {
      const built = buildSection(section, section.props);
      return built.ok
        ? []
        : [
            {
              page: page.slug,
              index,
              type: section.type,
              message: built.message,
            },
          ];
    }),
  );
}

/**
 * The pages of a project made from a template, migrated and validated like stored pages. The
 * business the copy names takes the project's name; where that does not fit a field's limit, the
 * section keeps the template's own text rather than refusing the project (docs/product.md#templates).
 */
export function buildTemplatePages(
  template: ProjectTemplate,
  projectName: string,
): BuiltPage[] {
  return template.pages.map((page) => ({
    slug: page.slug,
    title: page.title,
    sections: page.sections.flatMap((section) => {
      const named = buildSection(
        section,
        withName(section.props, template.businessName, projectName) as Record<
          string,
          unknown
        >,
      );
      if (named.ok) return [named.section];
      const original = buildSection(section, section.props);
      return original.ok ? [original.section] : [];
    }),
  }));
}
