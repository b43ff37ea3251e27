import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server render and during hydration, true afterwards: the screens render plain,
 * JavaScript-free markup first (forms that post, links that navigate) and enhance it once React runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
