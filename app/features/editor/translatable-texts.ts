import type { EditorField } from "~/features/sections/editor-fields";
import { SECTION_REGISTRY } from "~/features/sections/registry";
import { textsOfSection, type SectionTexts } from "~/features/sections/section-texts";
import { isSectionType } from "~/features/sections/section-types";
import type { EditorSection } from "./editor-section";
import type { PropPath } from "./prop-paths";

/**
 * One text of a section a translator types in another language (docs/product.md#translating-pages):
 * its text path (as app/features/sections/section-texts.ts keys the words), where it sits in the
 * section's props now (a repeated item's id becomes its index there), how the panel labels it and
 * how it is typed.
 */
export type TranslatableText = { path: string; propPath: PropPath; label: string; kind: "text" | "multiline" | "rich-text" };

type Props = Record<string, unknown>;

function isRecord(value: unknown): value is Props {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function walk(fields: readonly EditorField[], props: Props, at: { path: string; propPath: PropPath; label: string }, into: TranslatableText[]): void {
  for (const field of fields) {
    const path = `${at.path}${field.name}`;
    const propPath = [...at.propPath, field.name];
    const label = `${at.label}${field.label}`;
    const value = props[field.name];
    if (field.widget === "text") into.push({ path, propPath, label, kind: field.multiline ? "multiline" : "text" });
    else if (field.widget === "rich-text") into.push({ path, propPath, label, kind: "rich-text" });
    else if (field.widget === "link") into.push({ path: `${path}.label`, propPath: [...propPath, "label"], label: `${label}: button text`, kind: "text" });
    else if (field.widget === "image") into.push({ path: `${path}.alt`, propPath: [...propPath, "alt"], label: `${label}: text alternative`, kind: "text" });
    else if (field.widget === "items" && Array.isArray(value)) {
      value.forEach((item: unknown, index) => {
        if (!isRecord(item) || typeof item.id !== "string") return;
        walk(field.fields, item, { path: `${path}.${item.id}.`, propPath: [...propPath, index], label: `${field.itemLabel} ${index + 1} · ` }, into);
      });
    }
  }
}

/**
 * The texts of a section a translator types, in the order its panel shows its fields: exactly the
 * ones `textsOfSection` keeps, so a module reference or a section of an unknown type has none.
 */
export function translatableTextsOf(section: EditorSection): TranslatableText[] {
  if (!isSectionType(section.type)) return [];
  const own: SectionTexts = textsOfSection(section);
  const all: TranslatableText[] = [];
  walk(SECTION_REGISTRY[section.type].fields, section.props, { path: "", propPath: [], label: "" }, all);
  return all.filter((text) => text.path in own);
}
