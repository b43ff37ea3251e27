import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, followed as the window changes. The server render and
 * hydration take `serverValue`, so layouts that must be right before JavaScript runs are made with
 * CSS breakpoints, and only behaviour and ARIA follow this hook.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
