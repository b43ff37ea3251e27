import type { EditorField } from "~/features/sections/editor-fields";
import { SECTION_REGISTRY } from "~/features/sections/registry";
import { sectionListProblems } from "~/features/sections/section-list-rules";
import { isSectionType } from "~/features/sections/section-types";
import type { FieldProblem, SaveState } from "./autosave";
import { fieldErrorsOf } from "./content-schema";
import type { EditorSection } from "./editor-section";
import { getAt, pathKey, type PropPath } from "./prop-paths";

/** One thing to fix before publishing: where it is (a section's field, or the save itself) and why. */
export type ChecklistItem = { key: string; sectionId: string | null; path: PropPath; label: string; message: string };

const LINK_PARTS: Record<string, string> = { label: "Button text", href: "Goes to", src: "Image address", alt: "Text alternative" };

/** "Plans › Plan 2 › Price" for ["plans", 1, "price"], from the section's field metadata. */
export function fieldLabelOf(fields: readonly EditorField[], path: PropPath): string {
  const words: string[] = [];
  let level: readonly EditorField[] = fields;
  let items: Extract<EditorField, { widget: "items" }> | null = null;
  for (const step of path) {
    if (typeof step === "number") {
      words.push(items ? `${items.itemLabel} ${step + 1}` : `${step + 1}`);
      level = items?.fields ?? [];
      continue;
    }
    const field = level.find((candidate) => candidate.name === step);
    if (!field) {
      words.push(LINK_PARTS[step] ?? step);
      level = [];
      continue;
    }
    words.push(field.label);
    items = field.widget === "items" ? field : null;
    level = [];
  }
  return words.join(" › ");
}

/** A section as the list and the checklist name it: "Hero", or "Section 3" for a type this build does not know. */
function sectionLabel(section: EditorSection, index: number): string {
  return isSectionType(section.type) ? SECTION_REGISTRY[section.type].label : `Section ${index + 1}`;
}

const SAVE_PROBLEMS: Partial<Record<SaveState["status"], string>> = {
  offline: "You are offline: your latest changes are kept on this device and saved when the connection is back.",
  error: "Your latest changes could not be saved yet; saving is retried.",
  "signed-out": "You were signed out: sign in again to save your latest changes.",
  conflict: "Someone else saved this page since you opened it: reload or overwrite first.",
};

/**
 * What stands between the editor and a publish that shows what the preview shows
 * (docs/product.md#publishing): every field the section schemas refuse, every field the server
 * refused that still holds the refused value, and a save that did not go through.
 */
export function publishChecklist(
  sections: readonly EditorSection[],
  serverProblems: readonly FieldProblem[],
  save: Pick<SaveState, "status" | "message">,
  { allowModuleReferences }: { allowModuleReferences: boolean },
): ChecklistItem[] {
  const items: ChecklistItem[] = [];
  const seen = new Set<string>();
  const add = (item: Omit<ChecklistItem, "key">) => {
    const key = `${item.sectionId ?? ""}:${pathKey(item.path)}`;
    if (seen.has(key)) return;
    seen.add(key);
    items.push({ ...item, key });
  };
  const indexById = new Map(sections.map((section, index) => [section.id, index]));
  sections.forEach((section) => {
    if (!isSectionType(section.type)) return;
    const definition = SECTION_REGISTRY[section.type];
    for (const [key, message] of fieldErrorsOf(definition.schema, section.props)) {
      const path = key === "" ? [] : key.split(".").map((step) => (/^\d+$/.test(step) ? Number(step) : step));
      add({ sectionId: section.id, path, label: `${definition.label} · ${fieldLabelOf(definition.fields, path)}`, message });
    }
  });
  for (const problem of serverProblems) {
    const index = indexById.get(problem.sectionId);
    const section = index === undefined ? undefined : sections[index];
    if (!section || index === undefined) continue;
    const fields = isSectionType(section.type) ? SECTION_REGISTRY[section.type].fields : [];
    add({ sectionId: section.id, path: problem.path, label: `${sectionLabel(section, index)} · ${fieldLabelOf(fields, problem.path)}`, message: problem.message });
  }
  // What the field checks cannot place (an unknown type, a broken module reference) still blocks.
  for (const problem of sectionListProblems(sections, { allowModuleReferences })) {
    const section = sections[problem.index];
    if (!section || items.some((item) => item.sectionId === section.id)) continue;
    add({ sectionId: section.id, path: [], label: sectionLabel(section, problem.index), message: problem.message });
  }
  const saveProblem = SAVE_PROBLEMS[save.status] ?? (save.status === "invalid" && items.length === 0 ? (save.message ?? "The last save was refused.") : undefined);
  if (saveProblem) add({ sectionId: null, path: [], label: "Saving", message: saveProblem });
  return items;
}

/** The server's refusals that still apply: the field still holds the value the server refused. */
export function standingProblems(problems: readonly FieldProblem[], refusedValues: ReadonlyMap<string, string>, sections: readonly EditorSection[]): FieldProblem[] {
  const byId = new Map(sections.map((section) => [section.id, section]));
  return problems.filter((problem) => {
    const section = byId.get(problem.sectionId);
    return section !== undefined && (JSON.stringify(getAt(section.props, problem.path)) ?? "") === refusedValues.get(`${problem.sectionId}:${pathKey(problem.path)}`);
  });
}

/** The value each refused field held when the server refused it, to tell later whether it changed. */
export function refusedValuesOf(problems: readonly FieldProblem[], sections: readonly EditorSection[]): Map<string, string> {
  const byId = new Map(sections.map((section) => [section.id, section]));
  return new Map(problems.map((problem) => [`${problem.sectionId}:${pathKey(problem.path)}`, JSON.stringify(getAt(byId.get(problem.sectionId)?.props, problem.path)) ?? ""]));
}
