import type { PageTexts } from "~/features/sections/section-texts";
import type { KeyValueStore } from "./unsaved-edits";

/** Words typed in another language and not yet confirmed by the server, kept like a page's unsaved edits (unsaved-edits.ts). */
export type UnsavedTranslation = { baseVersion: number; texts: PageTexts; keptAt: number };

export function unsavedTranslationKey(pageId: string, language: string): string {
  return `pagewright:unsaved:translation:${pageId}:${language}`;
}

function isTexts(value: unknown): value is PageTexts {
  return typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((words) => typeof words === "object" && words !== null && !Array.isArray(words));
}

export function readUnsavedTranslation(store: KeyValueStore, key: string): UnsavedTranslation | null {
  try {
    const parsed: unknown = JSON.parse(store.getItem(key) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return null;
    const { baseVersion, texts, keptAt } = parsed as Partial<UnsavedTranslation>;
    if (typeof baseVersion !== "number" || !isTexts(texts) || typeof keptAt !== "number") return null;
    return { baseVersion, texts, keptAt };
  } catch {
    return null;
  }
}

/** As for sections (recoveryOf): carry on with kept words made on the stored version, show the conflict when someone saved in between. */
export function translationRecoveryOf(kept: UnsavedTranslation | null, stored: { version: number; texts: PageTexts }): "none" | "restore" | "conflict" {
  if (!kept || JSON.stringify(kept.texts) === JSON.stringify(stored.texts)) return "none";
  return kept.baseVersion === stored.version ? "restore" : "conflict";
}

/** The words of `current` that differ from `saved`, by section and text path: what a save sends. */
export function changedTexts(saved: PageTexts, current: PageTexts): PageTexts {
  const changed: PageTexts = {};
  for (const [sectionId, words] of Object.entries(current)) {
    const before = saved[sectionId] ?? {};
    const different = Object.entries(words).filter(([path, value]) => JSON.stringify(before[path]) !== JSON.stringify(value));
    if (different.length > 0) changed[sectionId] = Object.fromEntries(different);
  }
  return changed;
}

/** `texts` with one word changed. */
export function withText(texts: PageTexts, sectionId: string, path: string, value: unknown): PageTexts {
  return { ...texts, [sectionId]: { ...texts[sectionId], [path]: value } };
}
