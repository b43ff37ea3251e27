import { useSyncExternalStore } from "react";

// Paths whose code could not be loaded and may not be reloaded again yet; the root shows the
// error screen for them instead of an empty page.
const failedPaths = new Set<string>();
const listeners = new Set<() => void>();

export function reportChunkLoadFailure(path: string): void {
  failedPaths.add(path);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChunkLoadFailed(path: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => failedPaths.has(path),
    () => false,
  );
}
