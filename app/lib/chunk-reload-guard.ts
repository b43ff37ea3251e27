export const RELOAD_GUARD_WINDOW_MS = 10_000;
const STORAGE_KEY = "pagewright:chunk-reload";

type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

function readReloads(store: KeyValueStore, now: number): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(store.getItem(STORAGE_KEY) ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, number] => typeof entry[1] === "number" && entry[1] > now,
      ),
    );
  } catch {
    return {};
  }
}

/**
 * Decides whether a failed route-chunk load may reload the page at `path`: once per path within
 * the 10 s window, so a chunk that stays broken cannot trap the browser in a reload loop.
 */
export function claimChunkReload(path: string, now: number, store: KeyValueStore): boolean {
  const reloads = readReloads(store, now);
  if (reloads[path] !== undefined) return false;
  reloads[path] = now + RELOAD_GUARD_WINDOW_MS;
  store.setItem(STORAGE_KEY, JSON.stringify(reloads));
  return true;
}
