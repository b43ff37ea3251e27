import { describe, expect, it } from "vitest";
import { canRedo, canUndo, COALESCE_MS, HISTORY_LIMIT, historyReducer, startHistory, type EditHistory } from "./edit-history";

function run(history: EditHistory<string>, ...actions: Parameters<typeof historyReducer<string>>[1][]) {
  return actions.reduce(historyReducer<string>, history);
}

describe("the edit history", () => {
  it("undoes and redoes changes in order", () => {
    const history = run(startHistory("a"), { type: "change", next: "b", at: 1 }, { type: "change", next: "c", at: 2 });
    const undone = run(history, { type: "undo" }, { type: "undo" });
    expect(undone.present).toBe("a");
    expect(canUndo(undone)).toBe(false);
    const redone = run(undone, { type: "redo" });
    expect(redone.present).toBe("b");
    expect(canRedo(redone)).toBe(true);
  });

  it("forgets the redo steps when a new change is made after undoing", () => {
    const history = run(startHistory("a"), { type: "change", next: "b", at: 1 }, { type: "undo" }, { type: "change", next: "x", at: 2 });
    expect(history.present).toBe("x");
    expect(canRedo(history)).toBe(false);
    expect(run(history, { type: "undo" }).present).toBe("a");
  });

  it("merges quick changes with the same key into one step, but not after a pause or another key", () => {
    const typed = run(
      startHistory(""),
      { type: "change", next: "H", key: "title", at: 0 },
      { type: "change", next: "He", key: "title", at: 100 },
      { type: "change", next: "Hey", key: "title", at: 200 },
    );
    expect(run(typed, { type: "undo" }).present).toBe("");
    const paused = run(typed, { type: "change", next: "Hey!", key: "title", at: 200 + COALESCE_MS });
    expect(run(paused, { type: "undo" }).present).toBe("Hey");
    const other = run(typed, { type: "change", next: "Hey.", key: "text", at: 300 });
    expect(run(other, { type: "undo" }).present).toBe("Hey");
    const keyless = run(startHistory("a"), { type: "change", next: "b", at: 0 }, { type: "change", next: "c", at: 1 });
    expect(run(keyless, { type: "undo" }).present).toBe("b");
  });

  it("does not merge a change made right after an undo into the undone step", () => {
    const history = run(
      startHistory(""),
      { type: "change", next: "a", key: "title", at: 0 },
      { type: "change", next: "ab", key: "title", at: 1_500 },
      { type: "undo" },
      { type: "change", next: "ac", key: "title", at: 1_600 },
    );
    expect(run(history, { type: "undo" }).present).toBe("a");
  });

  it("ignores undo and redo with nothing to undo or redo, and changes to the same value", () => {
    const start = startHistory("a");
    expect(run(start, { type: "undo" }, { type: "redo" })).toBe(start);
    expect(run(start, { type: "change", next: "a", at: 1 })).toBe(start);
  });

  it("keeps at most the limit of steps", () => {
    let history = startHistory(0 as number);
    for (let step = 1; step <= HISTORY_LIMIT + 20; step += 1) history = historyReducer(history, { type: "change", next: step, at: step });
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe(20);
  });

  it("starts afresh on reset", () => {
    const history = run(startHistory("a"), { type: "change", next: "b", at: 1 }, { type: "reset", present: "z" });
    expect(history).toEqual(startHistory("z"));
  });
});
