import type { EditorSection } from "./editor-section";
import { newSectionId } from "./editor-section";

/** Pure edits of a section list: each returns a new list and leaves untouched sections as they were. */

export function insertSection(list: readonly EditorSection[], index: number, section: EditorSection): EditorSection[] {
  const at = Math.max(0, Math.min(index, list.length));
  return [...list.slice(0, at), section, ...list.slice(at)];
}

/** Where "Add section" puts a new one: straight after the selected section, or at the end when none is selected. */
export function insertionIndexAfter(list: readonly EditorSection[], selectedId: string | null): number {
  const selected = list.findIndex((section) => section.id === selectedId);
  return selected < 0 ? list.length : selected + 1;
}

export function moveSection(list: readonly EditorSection[], from: number, to: number): EditorSection[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

export function moveSectionBy(list: readonly EditorSection[], id: string, delta: number): EditorSection[] {
  const from = list.findIndex((section) => section.id === id);
  return from < 0 ? [...list] : moveSection(list, from, from + delta);
}

/** A copy with a new id, straight after the original. Item ids stay: they are unique within a section. */
export function duplicateSection(list: readonly EditorSection[], id: string, copyId = newSectionId()): EditorSection[] {
  const index = list.findIndex((section) => section.id === id);
  const original = list[index];
  if (!original) return [...list];
  return insertSection(list, index + 1, { ...structuredClone(original), id: copyId });
}

export function removeSection(list: readonly EditorSection[], id: string): EditorSection[] {
  return list.filter((section) => section.id !== id);
}

export function updateSection(list: readonly EditorSection[], id: string, update: (section: EditorSection) => EditorSection): EditorSection[] {
  return list.map((section) => (section.id === id ? update(section) : section));
}

export function setHidden(list: readonly EditorSection[], id: string, hidden: boolean): EditorSection[] {
  return updateSection(list, id, ({ hidden: _wasHidden, ...section }) => (hidden ? { ...section, hidden } : section));
}

/** A section's words in another language than its page's (docs/product.md#site-language); "" is the page's own. */
export function setSectionLanguage(list: readonly EditorSection[], id: string, language: string): EditorSection[] {
  return updateSection(list, id, ({ language: _was, ...section }) => (language ? { ...section, language } : section));
}

export function setVariant(list: readonly EditorSection[], id: string, variant: string): EditorSection[] {
  return updateSection(list, id, (section) => ({ ...section, variant }));
}
