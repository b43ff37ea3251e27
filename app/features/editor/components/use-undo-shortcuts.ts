import { useCallback, useEffect } from "react";

/**
 * Ctrl/Cmd+Z undoes and Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes, everywhere in the editor, also in
 * its fields: their own undo would only know about typing, not about the rest of the editor.
 */
export function useUndoShortcuts(actions: { undo: () => void; redo: () => void }) {
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) actions.undo();
      else if ((key === "z" && event.shiftKey) || key === "y") actions.redo();
      else return;
      event.preventDefault();
    },
    [actions],
  );
  useEffect(() => {
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [onKeyDown]);
  return onKeyDown;
}
