import { useCallback, useEffect, useRef } from "react";
import { rememberColour } from "./use-colour-history";

/** How long keyboard changes must pause before the colour counts as chosen. */
const KEYBOARD_PAUSE_MS = 1_000;

/**
 * Decides when a colour enters the history: not on every step of a drag or every arrow key,
 * which would fill it with near-copies, but when a drag ends, keys pause, the slider loses
 * focus, or a colour is typed or picked.
 */
export function useHistoryCommit() {
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (pending.current === null) return;
    rememberColour(pending.current);
    pending.current = null;
  }, []);

  // A picker that closes straight after a key press still remembers the colour.
  useEffect(() => flush, [flush]);

  return {
    /** A drag step: remembered when the drag ends. */
    mark(hex: string) {
      pending.current = hex;
    },
    /** A key step: remembered after a pause. */
    later(hex: string) {
      pending.current = hex;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, KEYBOARD_PAUSE_MS);
    },
    now(hex: string) {
      pending.current = hex;
      flush();
    },
    flush,
  };
}
