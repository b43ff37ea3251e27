import { describe, expect, it } from "vitest";
import { claimChunkReload, RELOAD_GUARD_WINDOW_MS } from "./chunk-reload-guard";

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("claimChunkReload", () => {
  it("allows one reload per path within the 10 s window", () => {
    const store = memoryStore();
    expect(RELOAD_GUARD_WINDOW_MS).toBe(10_000);
    expect(claimChunkReload("/about", 1_000, store)).toBe(true);
    expect(claimChunkReload("/about", 1_001, store)).toBe(false);
    expect(claimChunkReload("/about", 10_999, store)).toBe(false);
    expect(claimChunkReload("/other", 2_000, store)).toBe(true);
  });

  it("allows the path again once the window has passed", () => {
    const store = memoryStore();
    expect(claimChunkReload("/about", 0, store)).toBe(true);
    expect(claimChunkReload("/about", 10_001, store)).toBe(true);
    expect(claimChunkReload("/about", 10_002, store)).toBe(false);
  });

  it("survives a corrupt stored value", () => {
    const store = memoryStore();
    store.setItem("pagewright:chunk-reload", "{not json");
    expect(claimChunkReload("/about", 0, store)).toBe(true);
  });
});
