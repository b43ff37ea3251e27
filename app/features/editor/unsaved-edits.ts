import type { EditorSection } from "./editor-section";

/** Edits not yet confirmed by the server, kept in the browser so a crash or a closed tab loses nothing. */
export type UnsavedEdits = { baseVersion: number; sections: EditorSection[]; keptAt: number };

export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function unsavedEditsKey(kind: string, documentId: string): string {
  return `pagewright:unsaved:${kind}:${documentId}`;
}

/** Keeps a page's or module's sections, or a page's words in another language (unsaved-translation.ts). */
export function keepUnsavedEdits<Edits extends { baseVersion: number; keptAt: number }>(store: KeyValueStore, key: string, edits: Edits): void {
  try {
    store.setItem(key, JSON.stringify(edits));
  } catch {
    // A full or disabled storage must not stop editing; the autosave still runs.
  }
}

export function readUnsavedEdits(store: KeyValueStore, key: string): UnsavedEdits | null {
  try {
    const parsed: unknown = JSON.parse(store.getItem(key) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return null;
    const { baseVersion, sections, keptAt } = parsed as Partial<UnsavedEdits>;
    if (typeof baseVersion !== "number" || !Array.isArray(sections) || typeof keptAt !== "number") return null;
    return { baseVersion, sections, keptAt };
  } catch {
    return null;
  }
}

export function forgetUnsavedEdits(store: KeyValueStore, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // Nothing to do: the next successful save tries again.
  }
}

/**
 * What to do with kept edits when the editor opens at `storedVersion`: none kept or identical to
 * what is stored means nothing; kept on the stored version means carry on with them; kept on an
 * older version means someone saved in between, which is a conflict to show.
 */
export function recoveryOf(kept: UnsavedEdits | null, stored: { version: number; sections: readonly EditorSection[] }): "none" | "restore" | "conflict" {
  if (!kept || JSON.stringify(kept.sections) === JSON.stringify(stored.sections)) return "none";
  return kept.baseVersion === stored.version ? "restore" : "conflict";
}
