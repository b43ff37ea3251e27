/**
 * Undo and redo over any value. Changes that carry the same key within `COALESCE_MS` of each
 * other (the keystrokes of one field, the steps of one colour drag) become one step.
 */
export type EditHistory<T> = {
  past: readonly T[];
  present: T;
  future: readonly T[];
  lastKey: string | null;
  lastAt: number;
};

export type HistoryAction<T> =
  | { type: "change"; next: T; key?: string; at: number }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "reset"; present: T };

export const COALESCE_MS = 1_000;
export const HISTORY_LIMIT = 200;

export function startHistory<T>(present: T): EditHistory<T> {
  return { past: [], present, future: [], lastKey: null, lastAt: 0 };
}

export function historyReducer<T>(history: EditHistory<T>, action: HistoryAction<T>): EditHistory<T> {
  switch (action.type) {
    case "change": {
      if (action.next === history.present) return history;
      const key = action.key ?? null;
      const coalesce = key !== null && key === history.lastKey && action.at - history.lastAt < COALESCE_MS;
      const past = coalesce ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT);
      return { past, present: action.next, future: [], lastKey: key, lastAt: action.at };
    }
    case "undo": {
      const previous = history.past.at(-1);
      if (previous === undefined) return history;
      return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future], lastKey: null, lastAt: 0 };
    }
    case "redo": {
      const [next, ...future] = history.future;
      if (next === undefined) return history;
      return { past: [...history.past, history.present], present: next, future, lastKey: null, lastAt: 0 };
    }
    case "reset":
      return startHistory(action.present);
  }
}

export function canUndo(history: EditHistory<unknown>): boolean {
  return history.past.length > 0;
}

export function canRedo(history: EditHistory<unknown>): boolean {
  return history.future.length > 0;
}
