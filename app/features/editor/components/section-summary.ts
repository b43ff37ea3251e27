import { SECTION_REGISTRY } from "~/features/sections/registry";
import { isSectionType, VARIANT_LABELS, type Variant } from "~/features/sections/section-types";
import { isModuleReference, moduleIdOf, type EditorSection } from "../editor-section";

const EXCERPT_FIELDS = ["title", "siteName", "name"];

/** What the stack shows for a section: its type and a line of its own text. */
export function summaryOf(section: EditorSection, modules: readonly { id: string; name: string }[]): { label: string; detail: string } {
  if (isModuleReference(section)) {
    return { label: "Module", detail: modules.find((entry) => entry.id === moduleIdOf(section))?.name ?? "Missing module" };
  }
  const label = isSectionType(section.type) ? SECTION_REGISTRY[section.type].label : section.type;
  const field = EXCERPT_FIELDS.find((name) => typeof section.props[name] === "string" && section.props[name] !== "");
  const variant = section.variant !== "default" ? (VARIANT_LABELS[section.variant as Variant]?.label ?? section.variant) : "";
  const detail = field ? String(section.props[field]) : "";
  return { label: variant ? `${label} · ${variant}` : label, detail };
}
