import type { ReactElement } from "react";
import type { z } from "zod";
import type { EditorField, FieldsOf } from "./editor-fields";
import type { PropsMigration } from "./migrations";
import { EMPTY_PROJECT, type ProjectContext } from "./project-context";
import type { RenderContext } from "./render-context";
import type { SectionType, Variant } from "./section-types";

export type SectionRenderProps<Content> = {
  /** The section's id: unique on the page, used to derive element ids. */
  id: string;
  variant: Variant;
  content: Content;
  context: RenderContext;
  /** 1 for the section that carries the page's main heading, otherwise 2. */
  headingLevel: 1 | 2;
};

type ContentSchema = z.ZodType<{ anchor: string }>;

type SectionDefinitionInput<Type extends string, Schema extends ContentSchema> = {
  /** The name stored in a section's `type`; the registry files the definition under it. */
  type: Type;
  label: string;
  description: string;
  /** Variants other than "default", which every type has. */
  themedVariants?: readonly Exclude<Variant, "default">[];
  /** Whether this type's heading is the page's main heading when it comes first. */
  leadsPage?: boolean;
  /** The version of `schema`: 1, plus one for every change that stored content would fail. */
  version: number;
  /** One migration from each earlier version, in order: `from: 1` upgrades version 1 to 2, and so on. */
  migrations?: readonly PropsMigration[];
  /** The content, with the fallbacks a field takes when stored content lacks it: neutral, never a demo brand. */
  schema: Schema;
  /**
   * What a new section takes from the project it is added to (its name, pages, the page's anchors,
   * contact details and social links); the schema fills in the rest (docs/product.md#section-defaults).
   */
  fromProject?: (project: ProjectContext) => Partial<z.input<Schema>>;
  fields: FieldsOf<Omit<z.output<Schema>, "anchor">>;
  Render: (props: SectionRenderProps<z.output<Schema>>) => ReactElement;
};

export type RenderResult = { ok: true; element: ReactElement } | { ok: false; error: z.ZodError };

export type SectionDefinition<Type extends string = SectionType> = {
  type: Type;
  label: string;
  description: string;
  variants: readonly Variant[];
  leadsPage: boolean;
  version: number;
  migrations: readonly PropsMigration[];
  schema: ContentSchema;
  fields: readonly EditorField[];
  /** The content a new section starts with in this project; without one, in a project with nothing but a home page. */
  defaults: (project?: ProjectContext) => z.output<ContentSchema> & Record<string, unknown>;
  render: (content: unknown, props: Omit<SectionRenderProps<unknown>, "content">) => RenderResult;
};

const ANCHOR_FIELD: EditorField = {
  name: "anchor",
  label: "Anchor",
  help: "A name other links can jump to, such as pricing for #pricing.",
  widget: "text",
};

// A version without its migrations would leave older stored content unreadable, so such a
// definition fails as soon as it loads (and with it every test) instead of at a partner's page.
function checkedMigrations(type: string, version: number, migrations: readonly PropsMigration[]): readonly PropsMigration[] {
  const complete = Number.isInteger(version) && version >= 1 && migrations.length === version - 1 && migrations.every((migration, index) => migration.from === index + 1);
  if (complete) return migrations;
  const expected = Array.from({ length: Math.max(0, version - 1) }, (_, index) => index + 1);
  throw new Error(`The ${type} section is at version ${version}, so its migrations must go from ${expected.join(", ") || "no earlier version"}, in order.`);
}

export function defineSection<const Type extends string, Schema extends ContentSchema>(input: SectionDefinitionInput<Type, Schema>): SectionDefinition<Type> {
  const { Render, schema } = input;
  return {
    type: input.type,
    label: input.label,
    description: input.description,
    variants: ["default", ...(input.themedVariants ?? [])],
    leadsPage: input.leadsPage ?? false,
    version: input.version,
    migrations: checkedMigrations(input.type, input.version, input.migrations ?? []),
    schema,
    // FieldsOf checked the names and widgets against the schema; the registry keeps the plain shape.
    fields: [...(input.fields as readonly EditorField[]), ANCHOR_FIELD],
    defaults: (project = EMPTY_PROJECT) => {
      // fromProject fits what it copies to the fields' limits; should a value still not fit (an
      // address the settings took that a section's rule refuses), that field starts from the
      // schema's fallback and the others still come from the project.
      const wanted: Record<string, unknown> = input.fromProject?.(project) ?? {};
      const filled = schema.safeParse(wanted);
      if (filled.success) return filled.data;
      const refused = new Set(filled.error.issues.map((issue) => issue.path[0]));
      const kept = schema.safeParse(Object.fromEntries(Object.entries(wanted).filter(([field]) => !refused.has(field))));
      return kept.success ? kept.data : schema.parse({});
    },
    render: (content, props) => {
      const parsed = schema.safeParse(content);
      if (!parsed.success) return { ok: false, error: parsed.error };
      return { ok: true, element: <Render {...props} content={parsed.data} /> };
    },
  };
}
