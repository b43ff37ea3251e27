import { useCallback, useMemo, useReducer } from "react";
import type { PageTexts } from "~/features/sections/section-texts";
import { canRedo, canUndo, historyReducer, startHistory, type EditHistory } from "./edit-history";
import { withText } from "./unsaved-translation";

type Action = { type: "set"; sectionId: string; path: string; value: unknown; at: number } | { type: "undo" } | { type: "redo" } | { type: "reset"; present: PageTexts };

function textsReducer(history: EditHistory<PageTexts>, action: Action): EditHistory<PageTexts> {
  if (action.type !== "set") return historyReducer(history, action);
  const next = withText(history.present, action.sectionId, action.path, action.value);
  // The keystrokes of one text within a second are one step of the undo history, as in the sections' editor.
  return historyReducer(history, { type: "change", next, key: `${action.sectionId}:${action.path}`, at: action.at });
}

/** The page's words in the language being translated, with their undo history. */
export function useTranslationTexts(initial: PageTexts) {
  const [history, dispatch] = useReducer(textsReducer, initial, startHistory<PageTexts>);
  const setText = useCallback((sectionId: string, path: string, value: unknown) => dispatch({ type: "set", sectionId, path, value, at: performance.now() }), []);
  const actions = useMemo(
    () => ({
      setText,
      undo: () => dispatch({ type: "undo" }),
      redo: () => dispatch({ type: "redo" }),
      reset: (present: PageTexts) => dispatch({ type: "reset", present }),
    }),
    [setText],
  );
  return { texts: history.present, canUndo: canUndo(history), canRedo: canRedo(history), actions };
}
