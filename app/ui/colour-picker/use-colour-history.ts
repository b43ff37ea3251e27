import { useSyncExternalStore } from "react";
import { addToColourHistory, COLOUR_HISTORY_KEY, parseStoredColourHistory, serialiseColourHistory } from "~/lib/colour-history";

const listeners = new Set<() => void>();
const NO_HISTORY: readonly string[] = [];
let cache: { raw: string | null; history: readonly string[] } = { raw: null, history: NO_HISTORY };

function readStored(): string | null {
  try {
    return window.localStorage.getItem(COLOUR_HISTORY_KEY);
  } catch {
    // Storage can be switched off or blocked; the history is then empty rather than an error.
    return null;
  }
}

function getSnapshot(): readonly string[] {
  const raw = readStored();
  if (raw !== cache.raw) cache = { raw, history: parseStoredColourHistory(raw) };
  return cache.history;
}

function getServerSnapshot(): readonly string[] {
  return NO_HISTORY;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COLOUR_HISTORY_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Puts a colour at the front of the history shared by every picker (and every tab). */
export function rememberColour(colour: string): void {
  const history = addToColourHistory(getSnapshot(), colour);
  try {
    window.localStorage.setItem(COLOUR_HISTORY_KEY, serialiseColourHistory(history));
  } catch {
    // Full or blocked storage: keep the history for this page at least.
    cache = { raw: cache.raw, history };
  }
  for (const listener of listeners) listener();
}

/** The colour history from local storage; empty on the server and until hydration. */
export function useColourHistory(): readonly string[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
