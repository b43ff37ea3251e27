import type { ReactElement } from "react";
import type { z } from "zod";
import type { EditorField, FieldsOf } from "./editor-fields";
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

type SectionDefinitionInput<Schema extends ContentSchema> = {
  type: SectionType;
  label: string;
  description: string;
  /** Variants other than "default", which every type has. */
  themedVariants?: readonly Exclude<Variant, "default">[];
  /** Whether this type's heading is the page's main heading when it comes first. */
  leadsPage?: boolean;
  schema: Schema;
  fields: FieldsOf<Omit<z.output<Schema>, "anchor">>;
  Render: (props: SectionRenderProps<z.output<Schema>>) => ReactElement;
};

export type RenderResult = { ok: true; element: ReactElement } | { ok: false; error: z.ZodError };

export type SectionDefinition = {
  type: SectionType;
  label: string;
  description: string;
  variants: readonly Variant[];
  leadsPage: boolean;
  schema: ContentSchema;
  fields: readonly EditorField[];
  /** The content a new section starts with. */
  defaults: () => z.output<ContentSchema> & Record<string, unknown>;
  render: (content: unknown, props: Omit<SectionRenderProps<unknown>, "content">) => RenderResult;
};

const ANCHOR_FIELD: EditorField = {
  name: "anchor",
  label: "Anchor",
  help: "A name other links can jump to, such as pricing for #pricing.",
  widget: "text",
};

export function defineSection<Schema extends ContentSchema>(input: SectionDefinitionInput<Schema>): SectionDefinition {
  const { Render, schema } = input;
  return {
    type: input.type,
    label: input.label,
    description: input.description,
    variants: ["default", ...(input.themedVariants ?? [])],
    leadsPage: input.leadsPage ?? false,
    schema,
    // FieldsOf checked the names and widgets against the schema; the registry keeps the plain shape.
    fields: [...(input.fields as readonly EditorField[]), ANCHOR_FIELD],
    defaults: () => schema.parse({}),
    render: (content, props) => {
      const parsed = schema.safeParse(content);
      if (!parsed.success) return { ok: false, error: parsed.error };
      return { ok: true, element: <Render {...props} content={parsed.data} /> };
    },
  };
}
