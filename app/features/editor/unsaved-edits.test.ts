import { describe, expect, it } from "vitest";
import type { EditorSection } from "./editor-section";
import { forgetUnsavedEdits, keepUnsavedEdits, readUnsavedEdits, recoveryOf, unsavedEditsKey } from "./unsaved-edits";

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const sections: EditorSection[] = [{ id: "a", type: "content", variant: "default", props: { title: "Mine" } }];

describe("unsaved edits kept in the browser", () => {
  it("are kept, read back and forgotten per document", () => {
    const store = memoryStore();
    const key = unsavedEditsKey("page", "p1");
    keepUnsavedEdits(store, key, { baseVersion: 3, sections, keptAt: 10 });
    expect(readUnsavedEdits(store, key)).toEqual({ baseVersion: 3, sections, keptAt: 10 });
    expect(readUnsavedEdits(store, unsavedEditsKey("page", "p2"))).toBeNull();
    forgetUnsavedEdits(store, key);
    expect(readUnsavedEdits(store, key)).toBeNull();
  });

  it("ignore unreadable entries and a storage that refuses writes", () => {
    const store = memoryStore();
    store.setItem("k", "{not json");
    expect(readUnsavedEdits(store, "k")).toBeNull();
    store.setItem("k", JSON.stringify({ baseVersion: "3" }));
    expect(readUnsavedEdits(store, "k")).toBeNull();
    const full = { ...store, setItem: () => { throw new Error("QuotaExceededError"); } };
    expect(() => keepUnsavedEdits(full, "k", { baseVersion: 1, sections, keptAt: 1 })).not.toThrow();
  });

  it("are restored on the version they were made on, and a conflict when someone saved since", () => {
    const kept = { baseVersion: 3, sections, keptAt: 1 };
    expect(recoveryOf(null, { version: 3, sections: [] })).toBe("none");
    expect(recoveryOf(kept, { version: 4, sections })).toBe("none");
    expect(recoveryOf(kept, { version: 3, sections: [] })).toBe("restore");
    expect(recoveryOf(kept, { version: 4, sections: [] })).toBe("conflict");
  });
});
